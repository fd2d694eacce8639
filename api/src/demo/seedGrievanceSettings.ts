import type { Db } from '../db/database';
import { CATEGORY_DAYS, HOLIDAYS, OFFICER, OTHER_CATEGORY_DAYS } from './demoGrievances';

/** The demo's lookups as seeded: ids in the order of demoContent's lists. */
export interface DemoLookups {
  grievances: number[];
  districts: number[];
  wards: number[];
  ulbs: number[];
}

/**
 * The grievance desk's settings of the demo council: each category's days to resolve, the
 * holidays, and the officer's post and wards (before any complaint gets its due date).
 */
export async function seedGrievanceSettings(
  db: Db,
  officerId: number,
  titles: string[],
  lookups: DemoLookups,
  wardNumbers: string[],
): Promise<void> {
  for (const [i, title] of titles.entries()) {
    await db
      .updateTable('grievance_type')
      .set({ days_to_resolve: CATEGORY_DAYS[title] ?? OTHER_CATEGORY_DAYS })
      .where('id', '=', lookups.grievances[i] as number)
      .execute();
  }
  await db
    .insertInto('holiday')
    .values(HOLIDAYS.map(([day, name]) => ({ day, name })))
    .execute();
  await db
    .updateTable('account')
    .set({ designation: OFFICER.designation })
    .where('id', '=', officerId)
    .execute();
  await db
    .insertInto('officer_ward')
    .values(
      OFFICER.wardNumbers.map((number) => ({
        account_id: officerId,
        ward_id: lookups.wards[wardNumbers.indexOf(number)] as number,
      })),
    )
    .execute();
}
