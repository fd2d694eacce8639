import type { Db } from '../db/database';
import type { SectionTable } from '../sections/section';

/**
 * A part of the site whose changes are recorded: a section's table, the holiday calendar, or the
 * website policies and help pages (issue 20).
 */
export type ChangedPart = SectionTable | 'holiday' | 'policy_page';

/**
 * Notes that `part` changed now. Called inside the transaction of the write itself, so that a
 * change is recorded exactly when its write is kept (a failed save records nothing).
 */
export async function recordChange(trx: Db, part: ChangedPart, at = new Date()): Promise<void> {
  const changedAt = at.toISOString();
  await trx
    .insertInto('content_change')
    .values({ part, changed_at: changedAt })
    .onConflict((conflict) => conflict.column('part').doUpdateSet({ changed_at: changedAt }))
    .execute();
}
