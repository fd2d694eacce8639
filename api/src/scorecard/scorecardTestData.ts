import type { Db } from '../db/database';
import { ensureLookups } from '../testing/fixtures';

/** A complaint's facts a scorecard reads; everything else is filled in. */
export interface ScoredComplaint {
  ward: number;
  category: number;
  entry: string;
  status: string;
  due: string | null;
  resolved?: string;
  rating?: number;
}

/**
 * Files complaints straight into the database, in batches (bulk for the speed test), in the
 * district and ULB of ensureLookups (called first, before other wards are added).
 */
export async function insertScored(db: Db, accountId: number, complaints: ScoredComplaint[]) {
  const { district_id, ulb_id } = await ensureLookups(db);
  for (let start = 0; start < complaints.length; start += 400) {
    await db
      .insertInto('complaint')
      .values(
        complaints.slice(start, start + 400).map((complaint) => ({
          account_id: accountId,
          grievance_type_id: complaint.category,
          district_id,
          ulb_id,
          ward_id: complaint.ward,
          suggestion: 'Please repair it',
          landmark: 'Near the school',
          additional_information: 'Since Monday',
          status: complaint.status,
          entry_date: complaint.entry,
          due_date: complaint.due,
          resolved_at: complaint.resolved ?? null,
          rating: complaint.rating ?? null,
          status_changed_at: complaint.resolved ?? complaint.entry,
        })),
      )
      .execute();
  }
}

/** Adds rows of a lookup table and answers their ids in order. */
export async function insertNamed(db: Db, table: 'ward' | 'grievance_type', names: string[]) {
  const ids: number[] = [];
  for (const name of names) {
    const row = await db
      .insertInto(table)
      .values((table === 'ward' ? { ward_number: name } : { title: name }) as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}
