import type { Db } from '../db/database';

/** One attempt to count: which count ('sign-up by address', ...) and whom it counts. */
export interface Attempt {
  counter: string;
  /** A client address, a normalised email, or both. */
  subject: string;
}

/**
 * Attempts of one kind kept in the database (counted_attempt), read over a sliding window, so
 * that every API process on the database, and the next one after a restart, counts the same
 * (DECISIONS.md, "Limits").
 */
export class CountedAttempts {
  constructor(
    private readonly db: Db,
    readonly counter: string,
    readonly windowMs: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** When the subject's attempts within the window were made, oldest first; at most `atMost`. */
  async within(subject: string, atMost: number): Promise<Date[]> {
    const rows = await this.db
      .selectFrom('counted_attempt')
      .select('at')
      .where('counter', '=', this.counter)
      .where('subject', '=', subject)
      .where('at', '>', this.windowStart())
      .orderBy('at', 'asc')
      .limit(atMost)
      .execute();
    return rows.map((row) => new Date(row.at));
  }

  async record(subject: string): Promise<void> {
    await recordAttempts(this.db, [{ counter: this.counter, subject }], this.now());
    await this.forgetOldSometimes();
  }

  /** Forgets every attempt of the subject, as when a person has shown who they are. */
  async forget(subject: string): Promise<void> {
    await this.db
      .deleteFrom('counted_attempt')
      .where('counter', '=', this.counter)
      .where('subject', '=', subject)
      .execute();
  }

  /** Rows older than the window count for nothing; removed now and then, not on every call. */
  async forgetOldSometimes(): Promise<void> {
    if (Math.random() > 0.01) return;
    await this.db
      .deleteFrom('counted_attempt')
      .where('counter', '=', this.counter)
      .where('at', '<=', this.windowStart())
      .execute();
  }

  private windowStart(): string {
    return new Date(this.now().getTime() - this.windowMs).toISOString();
  }
}

/** Several attempts in one statement: one write (one sync to disk on SQLite), not one each. */
export async function recordAttempts(db: Db, attempts: Attempt[], at: Date): Promise<void> {
  if (attempts.length === 0) return;
  const when = at.toISOString();
  await db
    .insertInto('counted_attempt')
    .values(attempts.map((attempt) => ({ ...attempt, at: when })))
    .execute();
}
