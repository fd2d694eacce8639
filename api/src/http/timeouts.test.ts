import type { Socket } from 'node:net';
import { testDatabases } from '../testing/databases';
import { closedByServer, listenOnLoopback, openSocket } from '../testing/listening';
import { createTestApp, type TestApp } from '../testing/testApp';

// Issue 18, point 3: with no timeouts a client dribbling bytes held its connection for ever.
// Short timeouts, set by the test, so that each cut shows within a second or two.
const TIMEOUTS = { requestMs: 1500, headersMs: 500, keepAliveMs: 300 };
/** The test's own limit: long after each timeout, far short of the defaults (60 s, 10 s, 65 s). */
const WITHIN_MS = 6000;

/** Writes one byte of `text` every 100 ms until the socket closes. */
function dribble(socket: Socket, text: string) {
  let next = 0;
  const timer = setInterval(() => {
    if (socket.destroyed) return clearInterval(timer);
    socket.write(text[next % text.length] ?? ' ');
    next += 1;
  }, 100);
  socket.once('close', () => clearInterval(timer));
}

describe.each(testDatabases())('HTTP timeouts on %s', (dialect) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { timeouts: TIMEOUTS });
    url = await listenOnLoopback(t.app);
  });
  afterAll(() => t.close());

  it('cuts a request whose body is dribbled in at the request timeout, with a 408', async () => {
    const socket = await openSocket(url);
    socket.write(
      'POST /api/Account/login HTTP/1.1\r\nHost: council.local\r\n' +
        'Content-Type: application/json\r\nContent-Length: 500\r\n\r\n',
    );
    dribble(socket, '{"email":"a@b.c"');
    const { received, closedAfterMs } = await closedByServer(socket, WITHIN_MS);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 100);
  });

  it('cuts a request whose headers never end at the headers timeout', async () => {
    const socket = await openSocket(url);
    socket.write('GET /api/health HTTP/1.1\r\nHost: council.local\r\n');
    dribble(socket, 'X-Slow: y\r\n');
    const { closedAfterMs } = await closedByServer(socket, WITHIN_MS);
    // Well before the request timeout: it was the headers' limit that cut it.
    expect(closedAfterMs).toBeLessThan(TIMEOUTS.requestMs);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const socket = await openSocket(url);
    const closed = closedByServer(socket, WITHIN_MS);
    socket.write(
      'GET /api/health HTTP/1.1\r\nHost: council.local\r\nConnection: keep-alive\r\n\r\n',
    );
    const { received, closedAfterMs } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    // Node adds a second of grace to the keep-alive timeout before it closes.
    expect(closedAfterMs).toBeLessThan(TIMEOUTS.keepAliveMs + 2000);
  });

  it('answers a request sent at a normal pace as before', async () => {
    const response = await fetch(`${url}/api/health`);
    expect(response.status).toBe(200);
  });
});
