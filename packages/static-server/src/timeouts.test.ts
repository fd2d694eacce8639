import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildServer } from './server';
import { siteConfigFromEnv } from './siteConfig';
import { makeBuiltApp } from './testing/builtApp';
import { closedByServer, dribble, openSocket } from './testing/sockets';
import { UNREACHABLE_REMOTES } from './testing/unreachableRemotes';

// Issue 18, point 3: with no timeouts a client dribbling bytes held its connection for ever.
// Short timeouts, set by the test; the defaults are a minute, ten seconds and 65 s.
const TIMEOUTS = { requestMs: 1500, headersMs: 500, keepAliveMs: 300 };
const WITHIN_MS = 6000;
jest.setTimeout(15_000);
let app: FastifyInstance;
let remove: () => void;
let url: string;

beforeEach(async () => {
  const built = makeBuiltApp();
  remove = built.remove;
  const config = siteConfigFromEnv(UNREACHABLE_REMOTES);
  app = await buildServer({ kind: 'remote', root: built.root, config, timeouts: TIMEOUTS });
  await app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await app.close();
  remove();
});

describe('a static server', () => {
  it('cuts a request whose headers never end at the headers timeout', async () => {
    const socket = await openSocket(url);
    socket.write('GET /main.1a2b3c4d.js HTTP/1.1\r\nHost: council.local\r\n');
    dribble(socket, 'X-Slow: y\r\n');
    const { closedAfterMs } = await closedByServer(socket, WITHIN_MS);
    expect(closedAfterMs).toBeLessThan(TIMEOUTS.requestMs);
  });

  it('cuts a request whose body is dribbled in at the request timeout', async () => {
    const socket = await openSocket(url);
    socket.write('POST /x HTTP/1.1\r\nHost: council.local\r\nContent-Length: 100000\r\n\r\n');
    dribble(socket, 'slow body ');
    const { closedAfterMs } = await closedByServer(socket, WITHIN_MS);
    expect(closedAfterMs).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 100);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const socket = await openSocket(url);
    const closed = closedByServer(socket, WITHIN_MS);
    socket.write('GET /main.1a2b3c4d.js HTTP/1.1\r\nHost: council.local\r\n\r\n');
    const { received, closedAfterMs } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    // Node adds a second of grace to the keep-alive timeout before it closes.
    expect(closedAfterMs).toBeLessThan(TIMEOUTS.keepAliveMs + 2000);
  });
});
