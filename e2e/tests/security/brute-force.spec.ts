// Sign-in guessing against the running API is throttled with 429 well before 100 tries.
// The e2e API is shared by the whole run, so the guesses go to an email nobody uses: the real
// accounts stay untouched. The API also counts failed sign-ins per client address (100 in 15
// minutes, spent here by 10; good sign-ins never count), which every test signs in from.
import { expect, test } from '../../support/fixtures';
import { URLS } from '../../support/site';

async function tryPassword(email: string, password: string) {
  const response = await fetch(`${URLS.api}/api/Account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.text(),
  };
}

test.describe('sign-in brute force', () => {
  test('guessing one account is answered 429 with Retry-After long before 100 tries', async () => {
    const email = `brute-force-${Date.now()}@example.invalid`;
    const statuses: number[] = [];
    let throttled: Awaited<ReturnType<typeof tryPassword>> | undefined;
    for (let attempt = 1; attempt <= 100 && !throttled; attempt += 1) {
      const answer = await tryPassword(email, `guess-${attempt}`);
      statuses.push(answer.status);
      if (answer.status === 429) throttled = answer;
      else expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    test.info().annotations.push({
      type: 'first 429',
      description: `attempt ${statuses.length} of at most 100`,
    });
    expect(throttled, `statuses: ${statuses.join(',')}`).toBeDefined();
    // 'Well before 100': the per-email limit is 10 failures in its window.
    expect(statuses.length).toBeLessThanOrEqual(20);
    expect(Number(throttled?.retryAfter)).toBeGreaterThan(0);
    expect(throttled?.body).toContain('Too many sign-in attempts');
    // It stays throttled: the next guess is refused without being checked.
    expect((await tryPassword(email, 'one-more-guess')).status).toBe(429);
  });
});
