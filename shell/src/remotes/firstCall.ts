import type { EarlyAnswer, EarlyCall } from '@council/shared-auth';

let started: EarlyCall | null = null;

/**
 * Sends a signed-in screen's first call (site-config's `firstCall`) as the page opens, with the
 * session kept in the browser: its answer is on its way while the screen's scripts load, instead
 * of being asked for once they have run. The screen's own call takes it (answerFromEarlyCall).
 * Runs before the async boundary: plain fetch, no shared package.
 */
export function startFirstCall(url: string, token: string, send: typeof fetch = fetch): void {
  const answer = send(url, {
    headers: { Accept: 'application/json, text/plain, */*', Authorization: `Bearer ${token}` },
  })
    .then(async (response): Promise<EarlyAnswer> => {
      return { status: response.status, body: await response.text() };
    })
    // The screen's own call then goes out, and meets the failure where failures are handled.
    .catch(() => null);
  started = { url, token, answer };
}

/** The first call started for this page, given once (to the shell's start-up). */
export function takeFirstCall(): EarlyCall | null {
  const call = started;
  started = null;
  return call;
}
