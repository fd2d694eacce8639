import type { Db } from '../db/database';
import { fields } from './multipart';

/** One of each lookup, so that complaints can be filed in tests. */
export async function ensureLookups(db: Db) {
  const existing = await db.selectFrom('ward').select('id').executeTakeFirst();
  if (existing) return lookupIds(db);
  await db.insertInto('grievance_type').values({ title: 'Street light not working' }).execute();
  await db.insertInto('district').values({ name_english: 'Patna' }).execute();
  await db.insertInto('ward').values({ ward_number: '7' }).execute();
  await db.insertInto('ulb').values({ name: 'Demo Nagar Parishad' }).execute();
  return lookupIds(db);
}

async function lookupIds(db: Db) {
  const first = async (table: 'grievance_type' | 'district' | 'ward' | 'ulb') =>
    (await db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  return {
    grievance_type_id: await first('grievance_type'),
    district_id: await first('district'),
    ward_id: await first('ward'),
    ulb_id: await first('ulb'),
  };
}

/** The text fields of a complaint the API accepts, naming these lookups (SPEC.md's wire names). */
export function complaintFields(lookups: Awaited<ReturnType<typeof ensureLookups>>) {
  return fields({
    'Complaint.Grivance': String(lookups.grievance_type_id),
    'Complaint.Your_Suggestion': 'Fix it',
    'Complaint.District': String(lookups.district_id),
    'Complaint.Ward': String(lookups.ward_id),
    'Complaint.Ulb': String(lookups.ulb_id),
    'Complaint.Landmark': 'School',
    'Complaint.Additional_Information': 'Since Monday',
  });
}

/** Files a complaint straight into the database for an account. */
export async function insertComplaint(db: Db, accountId: number, status: string | null) {
  const lookups = await ensureLookups(db);
  const row = await db
    .insertInto('complaint')
    .values({
      ...lookups,
      account_id: accountId,
      suggestion: 'Please repair it',
      landmark: 'Near the school',
      additional_information: 'Dark for a week',
      status,
      entry_date: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
