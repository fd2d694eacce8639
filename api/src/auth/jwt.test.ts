import { createHmac } from 'node:crypto';
import { DEFAULT_TOKEN_LIFE_SECONDS as LIFE } from '../config';
import { signToken, verifyToken } from './jwt';

const SECRET = 's'.repeat(40);
const WHO = { sub: '7', email: 'clerk@council.local', role: 'admin' as const, sid: 'session-1' };
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('tokens', () => {
  it('round-trips the claims with a 5-minute expiry', () => {
    const now = Date.UTC(2026, 0, 1);
    const claims = verifyToken(signToken(WHO, SECRET, LIFE, now), SECRET, now);
    expect(claims).toEqual({ ...WHO, exp: now / 1000 + LIFE });
  });

  it("carries the person's name for the header to greet them by, and no empty one", () => {
    const payloadOf = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as object;
    expect(payloadOf(signToken({ ...WHO, name: 'Asha Verma' }, SECRET, LIFE))).toMatchObject({
      name: 'Asha Verma',
    });
    expect(payloadOf(signToken({ ...WHO, name: '' }, SECRET, LIFE))).not.toHaveProperty('name');
  });

  it('refuses an expired token', () => {
    const token = signToken(WHO, SECRET, LIFE, 0);
    expect(verifyToken(token, SECRET, LIFE * 1000)).toBeUndefined();
  });

  it('refuses another secret, a changed payload, alg none and garbage', () => {
    const token = signToken(WHO, SECRET, LIFE);
    const [header, , signature] = token.split('.');
    expect(verifyToken(token, 't'.repeat(40))).toBeUndefined();
    const promoted = `${header}.${b64({ ...WHO, role: 'admin', sub: '1', exp: 9e9 })}.${signature}`;
    expect(verifyToken(promoted, SECRET)).toBeUndefined();
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...WHO, exp: 9e9 })}.`;
    expect(verifyToken(none, SECRET)).toBeUndefined();
    for (const junk of ['', 'a.b', 'a.b.c.d', '...', 'not a token', `${token}x`]) {
      expect(verifyToken(junk, SECRET)).toBeUndefined();
    }
  });

  it('refuses a correctly signed token of another algorithm or with a bad role', () => {
    const sign = (header: object, payload: object) => {
      const body = `${b64(header)}.${b64(payload)}`;
      return `${body}.${createHmac('sha256', SECRET).update(body).digest('base64url')}`;
    };
    expect(verifyToken(sign({ alg: 'HS512' }, { ...WHO, exp: 9e9 }), SECRET)).toBeUndefined();
    // A token of before sessions on the server names none: it is refused.
    const { sid: _sid, ...withoutSession } = WHO;
    expect(verifyToken(sign({ alg: 'HS256' }, { ...withoutSession, exp: 9e9 }), SECRET)).toBe(
      undefined,
    );
    expect(verifyToken(sign({ alg: 'HS256' }, { ...WHO, role: 'root', exp: 9e9 }), SECRET)).toBe(
      undefined,
    );
    expect(verifyToken(sign({ alg: 'HS256' }, { ...WHO }), SECRET)).toBeUndefined();
  });

  it("carries each role of the site, the grievance desk's officer too", () => {
    for (const role of ['admin', 'officer', 'user'] as const) {
      expect(verifyToken(signToken({ ...WHO, role }, SECRET, 60), SECRET)?.role).toBe(role);
    }
  });
});
