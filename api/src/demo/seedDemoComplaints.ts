import { statusAfter } from '@council/contract/complaint-rules';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { ComplaintEventTable, ComplaintTable } from '../db/schema';
import { actionBy } from '../grievances/moveComplaint';
import { dueDateFor } from '../grievances/workingDays';
import { COMPLAINTS, type DemoComplaint, type DemoStep } from './demoGrievances';
import type { DemoLookups } from './seedGrievanceSettings';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A history entry's details where the move has none. */
const NO_DETAILS = {
  comment: '',
  officer_id: null,
  photo_1_file_id: null,
  photo_2_file_id: null,
  rating: null,
};

/** The demo's people: who files, who assigns and rejects, who resolves. */
export interface DemoPeople {
  citizen: number;
  admin: number;
  officer: number;
}

type Event = Omit<Insertable<ComplaintEventTable>, 'complaint_id'>;
type Columns = Partial<Insertable<ComplaintTable>> & { status: string; version: number };

/**
 * The demo complaints with their histories, written as the desk's moves write them: the
 * complaint's columns (the SPEC.md ones too: action by, action date, action image, reminders)
 * and one history entry a move.
 */
export async function seedDemoComplaints(
  db: Db,
  people: DemoPeople,
  lookups: DemoLookups,
  image: (text: string, i: number) => Promise<number>,
): Promise<void> {
  const now = Date.now();
  const iso = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString();
  const staff = {
    admin: await actionBy(db, people.admin),
    officer: await actionBy(db, people.officer),
  };
  for (const [i, complaint] of COMPLAINTS.entries()) {
    const filed = iso(complaint.filedDaysAgo);
    const categoryId = lookups.grievances[complaint.grievance] as number;
    let columns: Columns = { status: 'Open', version: 1, status_changed_at: filed };
    const events: Event[] = [
      {
        at: filed,
        kind: 'file',
        actor_account_id: people.citizen,
        actor_role: 'user',
        from_status: null,
        to_status: 'Open',
      },
    ];
    const reminders: { message: string; created_at: string }[] = [];
    for (const step of complaint.steps) {
      const at = iso(step.daysAgo);
      const photo =
        step.kind === 'resolve' ? await image(`Done: ${complaint.landmark}`, i + 3) : null;
      const { changes, event } = applyStep(step, columns, { at, people, staff, photo });
      const status = statusAfter(step.kind, columns.status);
      events.push({
        ...event,
        at,
        kind: step.kind,
        from_status: columns.status,
        to_status: status,
      });
      columns = {
        ...columns,
        ...changes,
        status,
        version: columns.version + 1,
        ...(status === columns.status ? {} : { status_changed_at: at }),
      };
      if (step.kind === 'remind') reminders.push({ message: step.message, created_at: at });
    }
    const row = await db
      .insertInto('complaint')
      .values({
        ...fixedColumns(complaint, lookups, people.citizen),
        ...columns,
        entry_date: filed,
        due_date: await dueDateFor(db, categoryId, new Date(filed)),
        public_image_1_file_id: await image(complaint.landmark, i),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('complaint_event')
      // Every row names every column: SQLite fills a row's missing ones with null, not defaults.
      .values(events.map((event) => ({ ...NO_DETAILS, ...event, complaint_id: row.id })))
      .execute();
    for (const reminder of reminders) {
      await db
        .insertInto('complaint_reminder')
        .values({ ...reminder, complaint_id: row.id })
        .execute();
    }
  }
}

function fixedColumns(complaint: DemoComplaint, lookups: DemoLookups, citizenId: number) {
  return {
    account_id: citizenId,
    grievance_type_id: lookups.grievances[complaint.grievance] as number,
    district_id: lookups.districts[0] as number,
    ward_id: lookups.wards[complaint.ward] as number,
    ulb_id: lookups.ulbs[0] as number,
    suggestion: complaint.suggestion,
    landmark: complaint.landmark,
    additional_information: complaint.information,
  };
}

interface StepContext {
  at: string;
  people: DemoPeople;
  /** The action_by text of the admin and of the officer. */
  staff: { admin: string; officer: string };
  photo: number | null;
}

/** What a move changes of the complaint, and who made it, as the desk's routes write them. */
function applyStep(step: DemoStep, columns: Columns, { at, people, staff, photo }: StepContext) {
  const citizen = { actor_account_id: people.citizen, actor_role: 'user' as const };
  const admin = { actor_account_id: people.admin, actor_role: 'admin' as const };
  switch (step.kind) {
    case 'assign':
      return {
        changes: {
          officer_id: people.officer,
          action_by: staff.admin,
          accepted_at: columns.accepted_at ?? at,
        },
        event: { ...admin, comment: step.comment, officer_id: people.officer },
      };
    case 'resolve':
      return {
        changes: {
          action_taken: step.actionTaken,
          resolved_at: at,
          action_by: staff.officer,
          action_date: at,
          action_image_1_file_id: photo,
        },
        event: {
          actor_account_id: people.officer,
          actor_role: 'officer' as const,
          comment: step.actionTaken,
          photo_1_file_id: photo,
        },
      };
    case 'reject':
      return {
        changes: { rejection_reason: step.reason, action_by: staff.admin, action_date: at },
        event: { ...admin, comment: step.reason },
      };
    case 'accept':
      return {
        changes: { rating: step.rating, rating_comment: step.comment },
        event: { ...citizen, comment: step.comment, rating: step.rating },
      };
    case 'remind':
      return { changes: { last_reminder_at: at }, event: { ...citizen, comment: step.message } };
  }
}
