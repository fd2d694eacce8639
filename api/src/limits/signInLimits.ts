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
   * Failed sign-ins from one client address on any emails in a window before every sign-in from
   * it is slowed (issue 26, point 4). Never a lock: one address may be a whole carrier-grade NAT
   * of citizens, and a lock on it would lock out a town. Successes never count.
   */
  addressFailuresBeforeDelay: number;
  /** The address's first slowing; it doubles with every addressFailuresPerDoubling more. */
  addressFirstDelayMs: number;
  addressFailuresPerDoubling: number;
  /**
   * The longest an address's sign-ins wait: a few seconds, so that the right password of an
   * account nobody is guessing at still signs in from behind that address in that time.
   */
  addressLongestDelayMs: number;
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
  addressFailuresBeforeDelay: 20,
  addressFirstDelayMs: 250,
  addressFailuresPerDoubling: 20,
  addressLongestDelayMs: 3000,
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
  private readonly byAddress: CountedAttempts;
  private readonly byEmailAndAddress: SharedLimit;
  private readonly byEmail: CountedAttempts;

  constructor(
    private readonly db: Db,
    private readonly rules: LoginLimits,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.byAddress = new CountedAttempts(db, 'sign-in failure by address', rules.windowMs, now);
    this.byEmailAndAddress = new SharedLimit(
      db,
      {
        counter: 'sign-in failure by email and address',
        max: rules.failuresPerEmailAndAddress,
        windowMs: rules.windowMs,
        refusal: REFUSAL,
      },
      now,
    );
    this.byEmail = new CountedAttempts(db, 'sign-in failure by email', rules.windowMs, now);
  }

  /**
   * Returns when this address may try this email: at once, or after the longer of two slowings,
   * the one failures on the email from anywhere have earned and the one failures from the
   * address on any emails have earned. Throws a 429 only when this address is held for this
   * email: an address as a whole is slowed, never held.
   */
  async waitForTurn(email: string, address: string): Promise<void> {
    await this.checkAddress(email, address);
    // One query after the other: a sign-in holds one database connection at a time.
    const delayMs = Math.max(await this.emailDelayMs(email), await this.addressDelayMs(address));
    if (delayMs === 0) return;
    await sleep(delayMs);
    // Guesses sent from this address during the wait may have failed meanwhile.
    await this.checkAddress(email, address);
  }

  async recordFailure(email: string, address: string): Promise<void> {
    await recordAttempts(
      this.db,
      [
        { counter: this.byAddress.counter, subject: address },
        { counter: this.byEmailAndAddress.attempts.counter, subject: pair(email, address) },
        { counter: this.byEmail.counter, subject: email },
      ],
      this.now(),
    );
    for (const attempts of [this.byAddress, this.byEmailAndAddress.attempts, this.byEmail]) {
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
    await this.byEmailAndAddress.check(pair(email, address));
  }

  private async emailDelayMs(email: string): Promise<number> {
    if (this.rules.firstDelayMs <= 0) return 0;
    const failures = await this.byEmail.within(email, failuresWorthCounting(this.rules));
    return delayAfterFailures(failures.length, this.rules);
  }

  private async addressDelayMs(address: string): Promise<number> {
    if (this.rules.addressFirstDelayMs <= 0) return 0;
    const failures = await this.byAddress.within(address, addressFailuresWorthCounting(this.rules));
    return delayAfterAddressFailures(failures.length, this.rules);
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

type AddressRules = Pick<
  LoginLimits,
  | 'addressFailuresBeforeDelay'
  | 'addressFirstDelayMs'
  | 'addressFailuresPerDoubling'
  | 'addressLongestDelayMs'
>;

/**
 * How long sign-ins from an address wait after so many failures from it on any emails: nothing
 * at first, then a delay that doubles with every addressFailuresPerDoubling further failures,
 * up to a few seconds. It grows by failures, not by each one as an email's does: one address may
 * be thousands of people, and a few of them mistyping must not slow the rest.
 */
export function delayAfterAddressFailures(failures: number, rules: AddressRules): number {
  if (failures < rules.addressFailuresBeforeDelay || rules.addressFirstDelayMs <= 0) return 0;
  const step = Math.max(1, rules.addressFailuresPerDoubling);
  const doublings = Math.min(Math.floor((failures - rules.addressFailuresBeforeDelay) / step), 30);
  return Math.min(rules.addressLongestDelayMs, rules.addressFirstDelayMs * 2 ** doublings);
}

/** Failures past those that reach the address's longest delay change nothing. */
function addressFailuresWorthCounting(rules: AddressRules): number {
  const ratio = Math.max(1, rules.addressLongestDelayMs / rules.addressFirstDelayMs);
  const doublings = Math.ceil(Math.log2(ratio));
  return (
    rules.addressFailuresBeforeDelay + doublings * Math.max(1, rules.addressFailuresPerDoubling) + 1
  );
}
