import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt from node:crypto (DECISIONS.md allows argon2id or scrypt; scrypt
 * needs no native build). Stored as scrypt$N$r$p$salt$hash so the cost can rise later
 * without breaking stored hashes.
 */
export const PASSWORD_COST = { N: 2 ** 15, r: 8, p: 1 };
let cost = PASSWORD_COST;

/**
 * The API's own suite hashes thousands of passwords, a quarter of a second each at the real cost:
 * its jest setup (src/testing/cheapPasswordHashes.ts) lowers the cost of new hashes. Each hash
 * names its cost, so verification follows whatever made it. The server never calls this.
 */
export function setPasswordCostForTests(testCost: ScryptOptions & { N: number }): void {
  cost = { N: testCost.N, r: testCost.r ?? PASSWORD_COST.r, p: testCost.p ?? PASSWORD_COST.p };
}

const KEY_LENGTH = 32;
// N=2^15, r=8 needs 32 MiB; the default cap is exactly that, so allow some headroom.
const MAX_MEMORY = 64 * 1024 * 1024;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), hash.toString('base64')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of no real password: checked against when the email is unknown, so that an unknown
 * email takes as long to refuse as a wrong password. */
export const DECOY_HASH =
  'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

function derive(password: string, salt: Buffer, cost: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}
