import type { Db } from '../db/database';
import { ClientError } from '../http/errors';
import { CountedAttempts } from './countedAttempts';

/** At most `max` attempts per subject in any `windowMs`; `refusal` says what was refused. */
export interface LimitRule {
  /** Names the count in the database: 'sign-up by address', 'mail by email', ... */
  counter: string;
  max: number;
  windowMs: number;
  /** The 429's sentence before "Please try again in N minutes.": 'Too many sign-ups from here.' */
  refusal: string;
}

/**
 * A limit counted in the database (counted_attempt), so that several API processes on one
 * database hold it together (DECISIONS.md, "Limits"). `take` records an attempt if it fits and
 * throws a 429 with Retry-After if it does not; a refused attempt is not counted. `check` and
 * `record` apart serve a limit that counts only some outcomes, such as failed sign-ins.
 */
export class SharedLimit {
  readonly attempts: CountedAttempts;

  constructor(
    db: Db,
    private readonly rule: LimitRule,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.attempts = new CountedAttempts(db, rule.counter, rule.windowMs, now);
  }

  async take(subject: string): Promise<void> {
    await this.check(subject);
    await this.record(subject);
  }

  /** Throws the 429 when the subject has no attempt left; counts nothing. */
  async check(subject: string): Promise<void> {
    const seconds = await this.secondsToWait(subject);
    if (seconds > 0) throw this.refusal(seconds);
  }

  record(subject: string): Promise<void> {
    return this.attempts.record(subject);
  }

  /** 0 when one more attempt fits; otherwise until the oldest counted one leaves the window. */
  async secondsToWait(subject: string): Promise<number> {
    const counted = await this.attempts.within(subject, this.rule.max);
    const oldest = counted[0];
    if (counted.length < this.rule.max || !oldest) return 0;
    const waitMs = oldest.getTime() + this.rule.windowMs - this.now().getTime();
    return Math.max(1, Math.ceil(waitMs / 1000));
  }

  private refusal(seconds: number): ClientError {
    return new ClientError(429, `${this.rule.refusal} Please try again in ${minutes(seconds)}.`, {
      'retry-after': String(seconds),
    });
  }
}

function minutes(seconds: number): string {
  const count = Math.ceil(seconds / 60);
  return count === 1 ? '1 minute' : `${count} minutes`;
}
