import { aMyAccount, authorizationOf, failWith, fakeApi, offContract } from '@council/api-fake';
import { useSession } from '@council/shared-auth';
import { makeToken } from '@council/shared-auth/src/testing/jwt';
import { myAccountApi } from './myAccount';

// The real client, its session interceptors and the mapper run against the one fake of the API.
const api = fakeApi();

beforeEach(() => {
  const token = makeToken({ role: 'user', exp: Math.floor(Date.now() / 1000) + 300 });
  useSession.setState({ token, role: 'user', expiresAt: Date.now() + 60_000 });
});

describe("one's own account", () => {
  it('is read with the Bearer token, in clean names', async () => {
    api.answer('GET /api/v2/account', aMyAccount({ mobile: '', emailVerified: false }));
    await expect(myAccountApi.get()).resolves.toEqual({
      name: 'Asha Devi',
      email: 'asha@example.in',
      mobile: '',
      role: 'user',
      emailVerified: false,
    });
    expect(authorizationOf(api.sent[0])).toMatch(/^Bearer /);
  });

  it('asks nobody to confirm an email when the answer does not say, and knows no other role', async () => {
    api.answer('GET /api/v2/account', offContract({ name: 'Asha', role: 'superuser' }));
    const account = await myAccountApi.get();
    expect(account.emailVerified).toBe(true);
    expect(account.role).toBe('user');
  });

  it('sends a new name and mobile with PUT and answers the account as it now is', async () => {
    api.answer('PUT /api/v2/account', aMyAccount({ name: 'Asha Kumari' }));
    const account = await myAccountApi.update({ name: 'Asha Kumari', mobile: '9876543210' });
    expect(account.name).toBe('Asha Kumari');
    expect(api.sent[0]?.method).toBe('PUT');
    expect(api.sent[0]?.json).toEqual({ name: 'Asha Kumari', mobile: '9876543210' });
  });

  it("changes the password and answers the API's sentence", async () => {
    api.answer('POST /api/v2/account/password', { message: 'Your password is changed.' });
    const change = {
      currentPassword: 'old one!',
      password: 'new one!!',
      passwordConfirmation: 'new one!!',
    };
    await expect(myAccountApi.changePassword(change)).resolves.toBe('Your password is changed.');
    expect(api.sent[0]?.path).toBe('/api/v2/account/password');
    expect(api.sent[0]?.json).toEqual(change);
  });

  it("rejects with the API's refusal, for the screen to show", async () => {
    api.answer(
      'POST /api/v2/account/password',
      failWith(400, { message: 'The current password is wrong.' }),
    );
    await expect(
      myAccountApi.changePassword({
        currentPassword: 'x',
        password: 'y',
        passwordConfirmation: 'y',
      }),
    ).rejects.toMatchObject({
      response: { status: 400, data: { message: 'The current password is wrong.' } },
    });
  });
});
