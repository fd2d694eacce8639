import { AccountPaths } from '@council/contract';
import { testDatabases } from '../testing/databases';
import { bearer, createTestApp, signedIn, TEST_PASSWORD, type TestApp } from '../testing/testApp';
import { createAccount } from './accountStore';

describe.each(testDatabases())(
  'My account (GET and PUT AccountPaths.myAccount) on %s',
  (dialect) => {
    let t: TestApp;
    let citizen: string;
    let staff: string;
    const call = (method: 'GET' | 'PUT', token: string | undefined, payload?: object) =>
      t.app.inject({
        method,
        url: AccountPaths.myAccount,
        headers: token ? bearer(token) : {},
        ...(payload ? { payload } : {}),
      });
    const signIn = async (email: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/Account/login',
          payload: { email, password: TEST_PASSWORD },
        })
      ).json<{ token: string }>().token;

    beforeAll(async () => {
      t = await createTestApp(dialect);
      await createAccount(t.db, {
        email: 'asha@council.local',
        password: TEST_PASSWORD,
        role: 'user',
        name: 'Asha Kumari',
        mobile: '9876543210',
        emailVerified: false,
      });
      citizen = await signIn('Asha@Council.local');
      staff = (await signedIn(t, 'clerk@council.local', 'admin')).token;
    });
    afterAll(() => t.close());

    it("answers a citizen's own account", async () => {
      const response = await call('GET', citizen);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        name: 'Asha Kumari',
        email: 'asha@council.local',
        mobile: '9876543210',
        role: 'user',
        emailVerified: false,
      });
    });

    it("answers a staff member's own account, without a mobile", async () => {
      const response = await call('GET', staff);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        name: '',
        email: 'clerk@council.local',
        mobile: '',
        role: 'admin',
        emailVerified: true,
      });
    });

    it.each([
      ['no token', undefined],
      ['a malformed token', 'not.a.token'],
    ])('answers 401 to %s', async (_case, token) => {
      for (const method of ['GET', 'PUT'] as const) {
        const response = await call(method, token, { name: 'X', mobile: '' });
        expect(response.statusCode).toBe(401);
        expect(response.json<{ message: string }>().message).toMatch(/sign in again/);
      }
    });

    it('changes the name (trimmed) and mobile of a citizen, and answers the account', async () => {
      const response = await call('PUT', citizen, { name: '  Asha Devi ', mobile: ' 6123456789' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Asha Devi',
        mobile: '6123456789',
        email: 'asha@council.local',
        role: 'user',
      });
      expect((await call('GET', citizen)).json()).toMatchObject({
        name: 'Asha Devi',
        mobile: '6123456789',
      });
    });

    it.each([
      [{ name: '   ', mobile: '9876543210' }, 'Please enter a name.'],
      [{ name: '', mobile: '9876543210' }, 'name is required.'],
      [{ name: 'x'.repeat(101), mobile: '9876543210' }, 'name must have at most 100 characters.'],
      [
        { name: `${'x'.repeat(100)} `, mobile: '9876543210' },
        'name must have at most 100 characters.',
      ],
      [{ name: 'Asha' }, 'mobile is required.'],
      [
        { name: 'Asha', mobile: '' },
        'Please enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
      ],
      [
        { name: 'Asha', mobile: '5876543210' },
        'Please enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
      ],
      [
        { name: 'Asha', mobile: '987654321' },
        'Please enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
      ],
      [
        { name: 'Asha', mobile: '+919876543210' },
        'Please enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
      ],
    ])('refuses %j from a citizen with 400, changing nothing', async (body, message) => {
      const before = (await call('GET', citizen)).json();
      const response = await call('PUT', citizen, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
      expect((await call('GET', citizen)).json()).toEqual(before);
    });

    it('lets staff leave the mobile empty or give a valid one, and nothing else', async () => {
      const empty = await call('PUT', staff, { name: 'Ravi Clerk', mobile: '' });
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toMatchObject({ name: 'Ravi Clerk', mobile: '' });
      const given = await call('PUT', staff, { name: 'Ravi Clerk', mobile: '7000000001' });
      expect(given.json()).toMatchObject({ mobile: '7000000001' });
      const wrong = await call('PUT', staff, { name: 'Ravi Clerk', mobile: '12345' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        message:
          'The mobile number must have 10 digits starting with 6, 7, 8 or 9, or be left empty.',
      });
      expect((await call('GET', staff)).json()).toMatchObject({ mobile: '7000000001' });
    });

    it('changes neither the email nor the role, whatever the body carries', async () => {
      const response = await call('PUT', citizen, {
        name: 'Asha',
        mobile: '9876543210',
        email: 'boss@council.local',
        role: 'admin',
      });
      expect(response.statusCode).toBe(200);
      expect((await call('GET', citizen)).json()).toMatchObject({
        email: 'asha@council.local',
        role: 'user',
      });
    });

    it('refuses a body that is not JSON with a 4xx message, not a 500', async () => {
      const response = await t.app.inject({
        method: 'PUT',
        url: AccountPaths.myAccount,
        headers: { ...bearer(citizen), 'content-type': 'application/json' },
        payload: '{"name":',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'The request body is not valid JSON.' });
    });
  },
);
