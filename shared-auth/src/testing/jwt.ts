// Real, unsigned-in-spirit JWTs for tests: the client never checks the signature.
function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function makeToken(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.c2lnbmF0dXJl`;
}
