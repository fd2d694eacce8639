import { sql, type Kysely, type Migration } from 'kysely';
import { dueDate } from '@council/contract/complaint-rules';
import type { DialectName } from '../database';
import { columnsFor, fileColumn } from './columns';

/*
 * The grievance desk (issue 16): officers with a designation and wards; categories with days to
 * resolve; the council's holidays; a complaint's assignment, due date, version and answer; and
 * its history, one row per move, never edited.
 */
export function grievanceDesk(dialect: DialectName): Migration {
  const { id } = columnsFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await allowOfficerRole(db, dialect);
      await db.schema
        .alterTable('account')
        .addColumn('designation', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createTable('officer_ward')
        .addColumn('account_id', 'integer', (c) => c.notNull().references('account.id'))
        .addColumn('ward_id', 'integer', (c) => c.notNull().references('ward.id'))
        .addPrimaryKeyConstraint('officer_ward_pk', ['account_id', 'ward_id'])
        .execute();

      await db.schema
        .alterTable('grievance_type')
        .addColumn('days_to_resolve', 'integer', (c) => c.notNull().defaultTo(7))
        .execute();
      await id(db.schema.createTable('holiday'))
        .addColumn('day', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();

      await addComplaintColumns(db);
      await id(db.schema.createTable('complaint_event'))
        .addColumn('complaint_id', 'integer', (c) => c.notNull().references('complaint.id'))
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('actor_account_id', 'integer', (c) => c.references('account.id'))
        .addColumn('actor_role', 'text', (c) => c.notNull())
        .addColumn('from_status', 'text')
        .addColumn('to_status', 'text', (c) => c.notNull())
        .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('officer_id', 'integer', (c) => c.references('account.id'))
        .addColumn('photo_1_file_id', 'integer', fileColumn)
        .addColumn('photo_2_file_id', 'integer', fileColumn)
        .addColumn('rating', 'integer')
        .execute();
      await db.schema
        .createIndex('complaint_event_complaint')
        .on('complaint_event')
        .columns(['complaint_id', 'id'])
        .execute();
      // Every complaint filed before the desk existed starts its history with its filing.
      await sql`insert into complaint_event (complaint_id, at, kind, actor_account_id, actor_role, from_status, to_status)
        select id, entry_date, 'file', account_id, 'user', null, 'Open' from complaint`.execute(db);
      await sql`insert into complaint_event (complaint_id, at, kind, actor_role, from_status, to_status)
        select id, coalesce(action_date, entry_date), 'recorded', 'system', 'Open', status
        from complaint where status is not null and status <> 'Open'`.execute(db);

      for (const [name, columns] of [
        ['complaint_status_due', ['status', 'due_date']],
        ['complaint_ward', ['ward_id', 'status']],
        ['complaint_officer', ['officer_id', 'status']],
        ['complaint_category', ['grievance_type_id', 'status']],
      ] as const) {
        await db.schema
          .createIndex(name)
          .on('complaint')
          .columns([...columns])
          .execute();
      }
    },
  };
}

async function addComplaintColumns(db: Kysely<unknown>) {
  const add = (name: string, type: 'text' | 'integer', notNullDefault?: number) =>
    db.schema
      .alterTable('complaint')
      .addColumn(name, type, (c) =>
        notNullDefault === undefined ? c : c.notNull().defaultTo(notNullDefault),
      )
      .execute();
  /** YYYY-MM-DD in India; null for complaints filed before due dates (they get one below). */
  await add('due_date', 'text');
  await db.schema
    .alterTable('complaint')
    .addColumn('officer_id', 'integer', (c) => c.references('account.id'))
    .execute();
  await add('version', 'integer', 1);
  await add('reopen_count', 'integer', 0);
  await add('status_changed_at', 'text');
  await add('resolved_at', 'text');
  await add('action_taken', 'text');
  await add('rejection_reason', 'text');
  await add('rating', 'integer');
  await add('rating_comment', 'text');
  await add('citizen_text_hidden', 'integer', 0);
  await add('accepted_at', 'text');
  await add('last_reminder_at', 'text');
  await sql`update complaint set status_changed_at = coalesce(action_date, entry_date)`.execute(db);
  // Filed before due dates: due seven working days after filing (no holidays were entered yet).
  const filed = await sql<{
    id: number;
    entry_date: string;
  }>`select id, entry_date from complaint`.execute(db);
  for (const { id, entry_date } of filed.rows) {
    const due = dueDate(new Date(entry_date), 7, new Set());
    await sql`update complaint set due_date = ${due} where id = ${id}`.execute(db);
  }
  await sql`update complaint set resolved_at = coalesce(action_date, entry_date) where status = 'Resolved'`.execute(
    db,
  );
  await sql`update complaint set accepted_at = coalesce(action_date, entry_date) where status in ('Pending', 'Resolved')`.execute(
    db,
  );
}

/**
 * The role check of migration 0001 allowed 'admin' and 'user'. PostgreSQL replaces the check;
 * SQLite cannot alter one, so the table is rebuilt as its documentation describes (foreign keys
 * off outside a transaction, copy, swap, check, on again). SQLite runs migrations outside a
 * transaction (kysely: no transactional DDL), which is what makes the pragma take effect.
 */
async function allowOfficerRole(db: Kysely<unknown>, dialect: DialectName) {
  const roles = sql`role in ('admin', 'officer', 'user')`;
  if (dialect === 'postgres') {
    await sql`alter table account drop constraint if exists account_role_check`.execute(db);
    await sql`alter table account add constraint account_role_check check (${roles})`.execute(db);
    return;
  }
  const { rows } = await sql<{ type: string; sql: string | null }>`
    select type, sql from sqlite_schema where tbl_name = 'account' and sql is not null`.execute(db);
  const table = rows.find((row) => row.type === 'table')?.sql ?? '';
  const rebuilt = table
    .replace(/^CREATE TABLE "?account"?/i, 'create table "account_rebuilt"')
    .replace(/role in \('admin', ?'user'\)/i, "role in ('admin', 'officer', 'user')");
  if (!rebuilt.includes("'officer'")) throw new Error('Unexpected account table: ' + table);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    await sql.raw(rebuilt).execute(db);
    await sql`insert into account_rebuilt select * from account`.execute(db);
    await sql`drop table account`.execute(db);
    await sql`alter table account_rebuilt rename to account`.execute(db);
    for (const index of rows.filter((row) => row.type === 'index')) {
      await sql.raw(index.sql as string).execute(db);
    }
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error('Foreign keys broken by the account rebuild');
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
