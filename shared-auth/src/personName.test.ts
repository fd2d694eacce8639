import { personNameOf } from './role';
import { makeToken } from './testing/jwt';

describe('what the header calls a signed-in person', () => {
  it("is the token's name when it carries one, in any script", () => {
    expect(personNameOf(makeToken({ role: 'user', email: 'a@b.in', name: 'आशा देवी' }))).toBe(
      'आशा देवी',
    );
  });

  it("is the token's email otherwise (an account with no name)", () => {
    expect(personNameOf(makeToken({ role: 'admin', sub: '1', email: 'admin@demo.local' }))).toBe(
      'admin@demo.local',
    );
  });

  it.each([
    ['a token naming nobody', makeToken({ role: 'admin', sub: '1', name: ' ' })],
    ['an unreadable token', 'not-a-token'],
    ['a token of no JSON', 'a.bm90IGpzb24.c'],
  ])('is null for %s', (_case, token) => {
    expect(personNameOf(token)).toBeNull();
  });
});
