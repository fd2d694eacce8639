import { connect, type Socket } from 'node:net';

/** Opens a raw TCP connection to a listening server, for bytes no HTTP client would send. */
export function openSocket(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Writes one character of `text` every 100 ms until the socket closes: a slow client. */
export function dribble(socket: Socket, text: string): void {
  let next = 0;
  const timer = setInterval(() => {
    if (socket.destroyed) return clearInterval(timer);
    socket.write(text[next % text.length] ?? ' ');
    next += 1;
  }, 100);
  socket.once('close', () => clearInterval(timer));
}

/**
 * Resolves with what the server sent once it closes `socket`, and how long that took; rejects
 * when it is still open after `withinMs`, so that a server that never cuts fails the test.
 */
export function closedByServer(
  socket: Socket,
  withinMs: number,
): Promise<{ received: string; closedAfterMs: number }> {
  const started = Date.now();
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  // A reset ends the connection as well as a close does.
  socket.on('error', () => undefined);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`The server still held the connection after ${withinMs} ms`));
    }, withinMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve({ received, closedAfterMs: Date.now() - started });
    });
  });
}
