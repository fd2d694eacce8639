import { ClientError } from '../http/errors';
import { createTestDatabase, testDatabases, type TestDatabase } from '../testing/databases';
import { migrateToLatest } from '../db/migrate';
import { SharedLimit } from './sharedLimit';

const MINUTE_MS = 60_000;

describe.each(testDatabases())('SharedLimit on %s', (dialect) => {
  let database: TestDatabase;
  let now = new Date('2026-03-01T10:00:00Z');
  const clock = () => now;
  const limit = (counter: string) =>
    new SharedLimit(
      database.db,
      { counter, max: 2, windowMs: 10 * MINUTE_MS, refusal: 'Too many tries.' },
      clock,
    );

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.db, dialect);
  });
  afterAll(() => database.drop());

  const refusalOf = async (attempt: Promise<void>) => {
    try {
      await attempt;
    } catch (error) {
      return error as ClientError;
    }
    return undefined;
  };

  it('takes up to its maximum, then refuses with Retry-After until the oldest leaves', async () => {
    const tries = limit('tries');
    await tries.take('a');
    now = new Date(now.getTime() + MINUTE_MS);
    await tries.take('a');
    const refused = await refusalOf(tries.take('a'));
    expect(refused?.statusCode).toBe(429);
    expect(refused?.message).toBe('Too many tries. Please try again in 9 minutes.');
    expect(refused?.headers).toEqual({ 'retry-after': String(9 * 60) });
    // Another subject has its own count.
    await tries.take('b');

    now = new Date(now.getTime() + 9 * MINUTE_MS);
    await tries.take('a');
  });

  it('checks without counting, and counts only what it is told to', async () => {
    const failures = limit('failures');
    for (let i = 0; i < 5; i++) await failures.check('c');
    await failures.record('c');
    await failures.check('c');
    await failures.record('c');
    expect((await refusalOf(failures.check('c')))?.statusCode).toBe(429);
    await failures.attempts.forget('c');
    await failures.check('c');
  });
});
