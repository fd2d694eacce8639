import {
  DECOY_HASH,
  hashPassword,
  PASSWORD_COST,
  setPasswordCostForTests,
  verifyPassword,
} from './passwords';

describe('passwords', () => {
  // The suite's setup lowers the cost for speed; here the server's own cost is under test.
  beforeAll(() => setPasswordCostForTests(PASSWORD_COST));

  it('verifies the right password only, with a fresh salt each time', async () => {
    const hash = await hashPassword('a long council password');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('a long council password', hash)).toBe(true);
    expect(await verifyPassword('a long council passwort', hash)).toBe(false);
    expect(await hashPassword('a long council password')).not.toBe(hash);
  });

  it('never matches the decoy or a malformed hash', async () => {
    expect(await verifyPassword('', DECOY_HASH)).toBe(false);
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
  });
});
