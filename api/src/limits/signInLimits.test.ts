import { ClientError } from '../http/errors';
import { migrateToLatest } from '../db/migrate';
import { createTestDatabase, testDatabases, type TestDatabase } from '../testing/databases';
import {
  DEFAULT_LOGIN_LIMITS,
  delayAfterAddressFailures,
  delayAfterFailures,
  SignInLimits,
} from './signInLimits';

describe('delayAfterFailures', () => {
  it('is nothing at first, then doubles with each failure up to the longest', () => {
    const delays = [8, 9, 10, 11, 12, 13, 14, 15, 100].map((failures) =>
      delayAfterFailures(failures, DEFAULT_LOGIN_LIMITS),
    );
    expect(delays).toEqual([0, 0, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
  });

  it('is nothing when the first delay is nothing', () => {
    expect(delayAfterFailures(50, { ...DEFAULT_LOGIN_LIMITS, firstDelayMs: 0 })).toBe(0);
  });
});

describe('delayAfterAddressFailures', () => {
  it('is nothing for a few mistakes, then grows with the failures up to a few seconds', () => {
    const delays = [0, 19, 20, 39, 40, 60, 80, 100, 150, 10_000].map((failures) =>
      delayAfterAddressFailures(failures, DEFAULT_LOGIN_LIMITS),
    );
    expect(delays).toEqual([0, 0, 250, 250, 500, 1000, 2000, 3000, 3000, 3000]);
  });

  it('is nothing when the first delay is nothing', () => {
    expect(
      delayAfterAddressFailures(500, { ...DEFAULT_LOGIN_LIMITS, addressFirstDelayMs: 0 }),
    ).toBe(0);
  });
});

describe.each(testDatabases())('SignInLimits on %s', (dialect) => {
  let database: TestDatabase;
  let now = new Date('2026-03-01T10:00:00Z');
  const rules = {
    ...DEFAULT_LOGIN_LIMITS,
    failuresPerEmailAndAddress: 2,
    failuresBeforeDelay: 1000,
    windowMs: 15 * 60_000,
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.db, dialect);
  });
  afterAll(() => database.drop());

  const turnOf = async (limits: SignInLimits, email: string, address: string) => {
    try {
      await limits.waitForTurn(email, address);
      return 'may try';
    } catch (error) {
      return (error as ClientError).statusCode;
    }
  };

  it("forgets failures once they leave the window, and an address's own after its success", async () => {
    const limits = new SignInLimits(database.db, rules, () => now);
    await limits.recordFailure('asha@x.local', '192.0.2.1');
    await limits.recordFailure('asha@x.local', '192.0.2.1');
    await limits.recordFailure('ravi@x.local', '192.0.2.1');
    await limits.recordFailure('ravi@x.local', '192.0.2.1');
    expect(await turnOf(limits, 'asha@x.local', '192.0.2.1')).toBe(429);
    expect(await turnOf(limits, 'asha@x.local', '192.0.2.2')).toBe('may try');

    now = new Date(now.getTime() + 15 * 60_000);
    expect(await turnOf(limits, 'asha@x.local', '192.0.2.1')).toBe('may try');

    await limits.recordFailure('ravi@x.local', '192.0.2.3');
    await limits.recordFailure('ravi@x.local', '192.0.2.3');
    await limits.recordSuccess('ravi@x.local', '192.0.2.3');
    expect(await turnOf(limits, 'ravi@x.local', '192.0.2.3')).toBe('may try');
  });
});
