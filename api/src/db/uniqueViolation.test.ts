import { createAccount } from '../accounts/accountStore';
import { testDatabases } from '../testing/databases';
import { createTestApp, type TestApp } from '../testing/testApp';
import { isUniqueViolation } from './uniqueViolation';

describe.each(testDatabases())('isUniqueViolation on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await createAccount(t.db, { email: 'taken@council.local', password: null, role: 'admin' });
  });
  afterAll(() => t.close());

  const failureOf = (work: Promise<unknown>) =>
    work.then(
      () => undefined,
      (error: unknown) => error,
    );

  it('knows the error of an insert that repeats a unique value', async () => {
    const error = await failureOf(
      createAccount(t.db, { email: 'taken@council.local', password: null, role: 'user' }),
    );
    expect(error).toBeDefined();
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('does not take another failed insert for one', async () => {
    const error = await failureOf(
      t.db
        .insertInto('account')
        .values({
          email: 'other@council.local',
          password_hash: 'none',
          role: 'superuser' as 'admin',
          created_at: new Date().toISOString(),
          name: '',
          mobile: '',
          email_verified_at: null,
          disabled_at: null,
        })
        .execute(),
    );
    expect(error).toBeDefined();
    expect(isUniqueViolation(error)).toBe(false);
    expect(isUniqueViolation(new Error('no code'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
