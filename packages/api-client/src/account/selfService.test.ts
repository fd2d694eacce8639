import { accepted, authorizationOf, failWith, fakeApi, type SentRequest } from '@council/api-fake';
import { NoSessionError, useSession } from '@council/shared-auth';
import { makeToken } from '@council/shared-auth/src/testing/jwt';
import * as selfServiceApi from './selfService';

// The real client and its session interceptors run against the one fake of the API.
const api = fakeApi();

function signIn() {
  const token = makeToken({ role: 'user', exp: Math.floor(Date.now() / 1000) + 300 });
  useSession.setState({ token, role: 'user', expiresAt: Date.now() + 60_000 });
}

afterEach(() => useSession.setState({ token: null, role: null, expiresAt: null }));

function onlyRequest(): SentRequest {
  expect(api.sent).toHaveLength(1);
  return api.sent[0] as SentRequest;
}

const CHECK = { message: 'Check your email.' };

describe('the self-service calls', () => {
  it('sign up with the form as the contract names it, and no token even when signed in', async () => {
    signIn();
    api.answer('POST /api/v2/account/register', accepted(CHECK));
    const body = {
      name: 'Asha Devi',
      email: 'asha@example.in',
      mobile: '9876543210',
      password: 'a long passphrase',
      passwordConfirmation: 'a long passphrase',
      acceptsPrivacyPolicy: true,
    };
    await expect(selfServiceApi.register(body)).resolves.toEqual(CHECK);
    const request = onlyRequest();
    expect(request.url.href).toBe('http://api.test/api/v2/account/register');
    expect(request.json).toEqual(body);
    expect(authorizationOf(request)).toBeNull();
  });

  it("confirm an email with the link's token", async () => {
    api.answer('POST /api/v2/account/verify-email', { message: 'Your email is confirmed.' });
    await selfServiceApi.verifyEmail('t0ken');
    const request = onlyRequest();
    expect(request.path).toBe('/api/v2/account/verify-email');
    expect(request.json).toEqual({ token: 't0ken' });
    expect(authorizationOf(request)).toBeNull();
  });

  it('ask for a reset link with the email alone', async () => {
    api.answer('POST /api/v2/account/forgot-password', accepted(CHECK));
    await selfServiceApi.forgotPassword('asha@example.in');
    const request = onlyRequest();
    expect(request.path).toBe('/api/v2/account/forgot-password');
    expect(request.json).toEqual({ email: 'asha@example.in' });
  });

  it("set a password with the link's token", async () => {
    api.answer('POST /api/v2/account/reset-password', { message: 'Your password is set.' });
    const body = { token: 't0ken', password: 'new secret 1', passwordConfirmation: 'new secret 1' };
    await selfServiceApi.resetPassword(body);
    const request = onlyRequest();
    expect(request.path).toBe('/api/v2/account/reset-password');
    expect(request.json).toEqual(body);
    expect(authorizationOf(request)).toBeNull();
  });

  it('ask for a new confirmation link with the Bearer token', async () => {
    signIn();
    api.answer('POST /api/v2/account/resend-verification', accepted(CHECK));
    await expect(selfServiceApi.resendVerification()).resolves.toEqual(CHECK);
    expect(authorizationOf(onlyRequest())).toMatch(/^Bearer /);
  });

  it('send no request for a new confirmation link without a session', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(selfServiceApi.resendVerification()).rejects.toBeInstanceOf(NoSessionError);
    expect(api.sent).toHaveLength(0);
  });

  it("reject with the API's refusal, its message readable", async () => {
    api.answer(
      'POST /api/v2/account/register',
      failWith(429, { message: 'Too many sign-ups from this address. Please try again later.' }),
    );
    await expect(
      selfServiceApi.register({
        name: 'A',
        email: 'a@b.in',
        mobile: '9876543210',
        password: 'x',
        passwordConfirmation: 'x',
        acceptsPrivacyPolicy: true,
      }),
    ).rejects.toMatchObject({
      response: { status: 429, data: { message: expect.stringMatching(/^Too many/) } },
    });
  });
});
