import { returnPath, returnPathIn, signInStateFor } from './returnPath';

describe('the way back after signing in', () => {
  it('is the page, with its query, in the state /login is opened with', () => {
    expect(signInStateFor('/edittender?page=2')).toEqual({ returnTo: '/edittender?page=2' });
    expect(returnPathIn({ returnTo: '/edittender?page=2' })).toBe('/edittender?page=2');
  });

  it('is not needed from the home page, nor from /login itself', () => {
    expect(signInStateFor('/')).toBeUndefined();
    expect(signInStateFor('/login')).toBeUndefined();
  });

  it('is nothing for a state without one', () => {
    expect(returnPathIn(null)).toBeNull();
    expect(returnPathIn('/inquiry')).toBeNull();
    expect(returnPathIn({ from: '/inquiry' })).toBeNull();
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'inquiry',
    '',
    null,
    42,
  ])('follows only paths of this site, not %p', (path) => {
    expect(returnPath(path)).toBeNull();
    expect(returnPathIn({ returnTo: path })).toBeNull();
  });
});
