import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * The app on a free loopback port, for what inject() cannot show: sockets held open, timeouts
 * of the HTTP server, bodies read from the real stream. Returns its base URL.
 */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export interface Answer {
  status: number;
  body: string;
}

export interface RawRequest {
  method: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** The test fails after this long rather than hanging with the server. */
  timeoutMs: number;
}

/** One request with exactly these headers and bytes (fetch would add and encode its own). */
export function sendRaw(url: string, options: RawRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: options.method, headers: options.headers });
    const timer = setTimeout(() => {
      outgoing.destroy();
      reject(new Error(`No answer from ${url} within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
      });
    });
    outgoing.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    // The server may answer before it has read the whole body; the client keeps sending.
    outgoing.end(options.body);
  });
}

/** What the server sent on a raw socket, and when it closed it. */
export interface SocketOutcome {
  received: string;
  closedAfterMs: number;
}

/** Opens a raw TCP connection to a listening app, for bytes no HTTP client would send. */
export function openSocket(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * Waits for the server to close `socket`; rejects when it is still open after `withinMs`
 * (the test's own limit, so that a server that never cuts fails instead of hanging).
 */
export function closedByServer(socket: Socket, withinMs: number): Promise<SocketOutcome> {
  const started = Date.now();
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`The server still held the connection after ${withinMs} ms`));
    }, withinMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve({ received, closedAfterMs: Date.now() - started });
    });
    // A reset from the server ends the connection as well as a close does.
    socket.on('error', () => undefined);
  });
}
