import { dueDate, indiaDate } from '@council/contract/complaint-rules';
import type { Db } from '../db/database';

/**
 * The council's holidays (YYYY-MM-DD) from `from` to `to`, both included; either end may be
 * left open. Due dates skip them (complaint-rules' dueDate).
 */
export async function holidaysBetween(db: Db, from?: string, to?: string): Promise<Set<string>> {
  let query = db.selectFrom('holiday').select('day');
  if (from !== undefined) query = query.where('day', '>=', from);
  if (to !== undefined) query = query.where('day', '<=', to);
  const rows = await query.execute();
  return new Set(rows.map((row) => row.day));
}

/**
 * The due date of a complaint of this category filed (or reopened) at `from`: the category's
 * days to resolve, counted in working days in India.
 */
export async function dueDateFor(db: Db, categoryId: number, from: Date): Promise<string> {
  const category = await db
    .selectFrom('grievance_type')
    .select('days_to_resolve')
    .where('id', '=', categoryId)
    .executeTakeFirstOrThrow();
  const holidays = await holidaysBetween(db, indiaDate(from));
  return dueDate(from, category.days_to_resolve, holidays);
}
