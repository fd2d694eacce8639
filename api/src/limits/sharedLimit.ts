import type { Db } from '../db/database';
import { ClientError } from '../http/errors';

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
 * throws a 429 with Retry-After if it does not; a refused attempt is not counted.
 */
export class SharedLimit {
  constructor(
    private readonly db: Db,
    private readonly rule: LimitRule,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async take(subject: string): Promise<void> {
    const now = this.now();
    const since = new Date(now.getTime() - this.rule.windowMs).toISOString();
    const counted = await this.db
      .selectFrom('counted_attempt')
      .select('at')
      .where('counter', '=', this.rule.counter)
      .where('subject', '=', subject)
      .where('at', '>', since)
      .orderBy('at', 'asc')
      .limit(this.rule.max)
      .execute();
    const oldest = counted[0];
    if (counted.length >= this.rule.max && oldest) {
      const waitMs = new Date(oldest.at).getTime() + this.rule.windowMs - now.getTime();
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      throw new ClientError(429, `${this.rule.refusal} Please try again in ${minutes(seconds)}.`, {
        'retry-after': String(seconds),
      });
    }
    await this.db
      .insertInto('counted_attempt')
      .values({ counter: this.rule.counter, subject, at: now.toISOString() })
      .execute();
    await this.forgetOld(since);
  }

  /** Rows older than the window count for nothing; removed now and then, not on every call. */
  private async forgetOld(since: string): Promise<void> {
    if (Math.random() > 0.01) return;
    await this.db
      .deleteFrom('counted_attempt')
      .where('counter', '=', this.rule.counter)
      .where('at', '<=', since)
      .execute();
  }
}

function minutes(seconds: number): string {
  const count = Math.ceil(seconds / 60);
  return count === 1 ? '1 minute' : `${count} minutes`;
}
