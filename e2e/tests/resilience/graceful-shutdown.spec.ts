// The API is stopped (SIGTERM, as a deployment stops it) under load: the requests it is serving
// finish with their full answers, new connections are refused, and the process exits by itself,
// with code 0, within 10 s.
import http from 'node:http';
import { PagedPaths } from '@council/contract/paths';
import { expect, test } from '../../support/fixtures';
import { ACCOUNTS } from '../../support/pages/LoginPage';
import { siteControl, URLS } from '../../support/site';

interface Outcome {
  status?: number;
  bytes?: number;
  /** The error's code when no answer came. */
  error?: string;
  finishedAt: number;
}

/** One request on its own connection (no keep-alive), so each outcome is about this request. */
function request(
  pathname: string,
  { method = 'GET', body }: { method?: string; body?: (req: http.ClientRequest) => void } = {},
): Promise<Outcome> {
  return new Promise((resolve) => {
    const url = new URL(pathname, URLS.api);
    const req = http.request(
      url,
      { method, agent: false, headers: body ? { 'content-type': 'application/json' } : {} },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode, bytes, finishedAt: Date.now() }));
        res.on('error', (error: NodeJS.ErrnoException) =>
          resolve({
            status: res.statusCode,
            error: `body: ${error.code ?? error.message}`,
            finishedAt: Date.now(),
          }),
        );
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message, finishedAt: Date.now() }),
    );
    if (body) body(req);
    else req.end();
  });
}

test.describe('graceful shutdown of the API under load', () => {
  test.afterEach(async () => {
    await siteControl.startApi();
  });

  test('requests in flight finish, then the process exits within 10 s', async () => {
    test.setTimeout(60_000);
    const outcomes: Outcome[] = [];
    let loading = true;
    const worker = async () => {
      // The notices as the screens read them: SPEC.md's whole list is held to a few answers at a
      // time (503 beyond them), which would turn this load away before the stop.
      while (loading) outcomes.push(await request(`${PagedPaths.public.notices}?size=100`));
    };
    const load = Array.from({ length: 16 }, worker);
    while (outcomes.length < 50) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(outcomes.every((outcome) => outcome.status === 200)).toBe(true);

    // A sign-in whose body is half sent: the server has the request and must wait for the rest.
    const body = JSON.stringify(ACCOUNTS.citizen);
    let finishBody: () => void = () => {};
    const slow = request('/api/Account/login', {
      method: 'POST',
      body: (req) => {
        req.setHeader('content-length', Buffer.byteLength(body));
        req.write(body.slice(0, 10));
        finishBody = () => req.end(body.slice(10));
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));

    const stopRequestedAt = Date.now();
    const stopping = siteControl.stopApi();
    // SIGTERM is delivered and the server is closing; the half-sent request is still open.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    finishBody();
    const signIn = await slow;
    const stopped = await stopping;
    loading = false;
    await Promise.all(load);

    const before = outcomes.filter((outcome) => outcome.finishedAt < stopRequestedAt);
    const after = outcomes.filter((outcome) => outcome.finishedAt >= stopRequestedAt);
    const kinds = countBy(after.map((outcome) => String(outcome.error ?? outcome.status)));
    test.info().annotations.push({
      type: 'shutdown',
      description: `exit ${JSON.stringify(stopped.exit)}; ${before.length} requests before the stop, after it: ${JSON.stringify(kinds)}`,
    });

    expect(signIn.status, 'the half-sent sign-in is answered').toBe(200);
    expect(signIn.bytes).toBeGreaterThan(0);
    expect(before.filter((outcome) => outcome.status !== 200 || outcome.error)).toEqual([]);
    // Once closing, the server finishes what it has begun (200, in full) and turns the rest away
    // cleanly: Fastify's 503 to a request read while closing, or a refused or unread connection.
    // Never a truncated answer, another error status or a connection dropped mid-answer.
    expect(
      after.filter(
        (outcome) =>
          !(outcome.status === 200 && !outcome.error) &&
          !(outcome.status === 503 && !outcome.error) &&
          !['ECONNREFUSED', 'ECONNRESET'].includes(outcome.error ?? ''),
      ),
    ).toEqual([]);
    // How many of the load's reads were still being answered at the stop depends on the machine's
    // timing (none, on a starved CI machine, once): the half-sent sign-in above is the request in
    // flight that is certain, and it was answered in full.
    expect(stopped.pid).toBeNull();
    expect(stopped.exit?.signal, 'it exits by itself, not killed').toBeNull();
    expect(stopped.exit?.code).toBe(0);
    expect(stopped.exit?.ms).toBeLessThan(10_000);
  });
});

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
