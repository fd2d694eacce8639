import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../db/database';
import { CountedAttempts, recordAttempts } from './countedAttempts';
import { SharedLimit } from './sharedLimit';

/**
 * The limits of sign-in (issue 18). Only failures count, and each is kept in the database, so
 * every API process and a restart see the same. A lock holds the client address that failed,
 * never the email from everywhere: a stranger who guesses at the admin's email cannot keep the
 * admin out, only slow the answers on that email by a few seconds.
 */
export interface LoginLimits {
  /**
   * Failed sign-ins from one client address on any emails in a window; then that address waits.
   * Generous: one address may be a whole carrier-grade NAT of citizens, and successes never count.
   */
  failuresPerAddress: number;
  /** Failed sign-ins on one email from one client address in a window; then that address waits. */
  failuresPerEmailAndAddress: number;
  windowMs: number;
  /** Failures on one email, from any address in the window, before its answers slow down. */
  failuresBeforeDelay: number;
  /** The first slowing; it doubles with each further failure, up to longestDelayMs. */
  firstDelayMs: number;
  longestDelayMs: number;
  /** Password checks (scrypt) one client address may have running at once in one API process. */
  checksInFlightPerAddress: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  failuresPerAddress: 100,
  failuresPerEmailAndAddress: 10,
  windowMs: 15 * 60 * 1000,
  failuresBeforeDelay: 10,
  firstDelayMs: 1000,
  longestDelayMs: 10_000,
  checksInFlightPerAddress: 4,
};

const REFUSAL = 'Too many sign-in attempts.';

/** The sign-in limits of one API process, counted in its database. */
export class SignInLimits {
  private readonly byAddress: SharedLimit;
  private readonly byEmailAndAddress: SharedLimit;
  private readonly byEmail: CountedAttempts;

  constructor(
    private readonly db: Db,
    private readonly rules: LoginLimits,
    private readonly now: () => Date = () => new Date(),
  ) {
    const failures = (counter: string, max: number) =>
      new SharedLimit(db, { counter, max, windowMs: rules.windowMs, refusal: REFUSAL }, now);
    this.byAddress = failures('sign-in failure by address', rules.failuresPerAddress);
    this.byEmailAndAddress = failures(
      'sign-in failure by email and address',
      rules.failuresPerEmailAndAddress,
    );
    this.byEmail = new CountedAttempts(db, 'sign-in failure by email', rules.windowMs, now);
  }

  /**
   * Returns when this address may try this email: at once, or after the slowing that failures on
   * the email from anywhere have earned. Throws a 429 when the address itself is held.
   */
  async waitForTurn(email: string, address: string): Promise<void> {
    await this.checkAddress(email, address);
    const delayMs = await this.delayMs(email);
    if (delayMs === 0) return;
    await sleep(delayMs);
    // Guesses sent from this address during the wait may have failed meanwhile.
    await this.checkAddress(email, address);
  }

  async recordFailure(email: string, address: string): Promise<void> {
    await recordAttempts(
      this.db,
      [
        { counter: this.byAddress.attempts.counter, subject: address },
        { counter: this.byEmailAndAddress.attempts.counter, subject: pair(email, address) },
        { counter: this.byEmail.counter, subject: email },
      ],
      this.now(),
    );
    for (const attempts of [
      this.byAddress.attempts,
      this.byEmailAndAddress.attempts,
      this.byEmail,
    ]) {
      await attempts.forgetOldSometimes();
    }
  }

  /**
   * The right password from this address clears its own failures on the email (a person's typing
   * mistakes), not the failures from elsewhere, which slow a guesser.
   */
  async recordSuccess(email: string, address: string): Promise<void> {
    await this.byEmailAndAddress.attempts.forget(pair(email, address));
  }

  private async checkAddress(email: string, address: string): Promise<void> {
    await this.byAddress.check(address);
    await this.byEmailAndAddress.check(pair(email, address));
  }

  private async delayMs(email: string): Promise<number> {
    if (this.rules.firstDelayMs <= 0) return 0;
    const failures = await this.byEmail.within(email, failuresWorthCounting(this.rules));
    return delayAfterFailures(failures.length, this.rules);
  }
}

/** An address is no email, and has no space: the two read back apart. */
function pair(email: string, address: string): string {
  return `${address} ${email}`;
}

/** How long answers on an email wait after so many failures on it from anywhere. */
export function delayAfterFailures(
  failures: number,
  rules: Pick<LoginLimits, 'failuresBeforeDelay' | 'firstDelayMs' | 'longestDelayMs'>,
): number {
  if (failures < rules.failuresBeforeDelay || rules.firstDelayMs <= 0) return 0;
  const doublings = Math.min(failures - rules.failuresBeforeDelay, 30);
  return Math.min(rules.longestDelayMs, rules.firstDelayMs * 2 ** doublings);
}

/** Failures past the one that reaches the longest delay change nothing: no need to read them. */
function failuresWorthCounting(rules: LoginLimits): number {
  const doublings = Math.ceil(Math.log2(Math.max(1, rules.longestDelayMs / rules.firstDelayMs)));
  return rules.failuresBeforeDelay + doublings + 1;
}
