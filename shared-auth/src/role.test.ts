import { LoginUnavailableError, UnknownRoleError } from './errors';
import { DOTNET_ROLE_CLAIM, readToken } from './role';
import { makeToken } from './testing/jwt';

describe('readToken', () => {
  it('takes the role from the role claim, whatever its case', () => {
    expect(readToken(makeToken({ role: 'Admin' })).role).toBe('admin');
    expect(readToken(makeToken({ role: 'USER' })).role).toBe('user');
  });

  it('takes the role from the .NET role claim', () => {
    expect(readToken(makeToken({ [DOTNET_ROLE_CLAIM]: 'User' })).role).toBe('user');
  });

  it('takes the first known role when a .NET backend sends several', () => {
    expect(readToken(makeToken({ [DOTNET_ROLE_CLAIM]: ['Clerk', 'ADMIN'] })).role).toBe('admin');
  });

  it('refuses any other role, naming it', () => {
    const token = makeToken({ role: 'SuperUser' });
    expect(() => readToken(token)).toThrow(UnknownRoleError);
    expect(() => readToken(token)).toThrow('Unknown role: SuperUser');
    try {
      readToken(token);
    } catch (error) {
      expect((error as UnknownRoleError).role).toBe('SuperUser');
    }
  });

  it('refuses a token without a role', () => {
    expect(() => readToken(makeToken({ sub: '1' }))).toThrow(UnknownRoleError);
  });

  it("reads the token's expiry in milliseconds", () => {
    expect(readToken(makeToken({ role: 'user', exp: 1_800_000_000 })).expiresAt).toBe(
      1_800_000_000_000,
    );
    expect(readToken(makeToken({ role: 'user' })).expiresAt).toBeNull();
  });

  it('treats an unreadable token as the service failing', () => {
    expect(() => readToken('not-a-jwt')).toThrow(LoginUnavailableError);
  });
});
