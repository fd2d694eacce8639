import type { Kysely, Migration } from 'kysely';

/*
 * Sessions on the server (issue 15): a sign-in is a row, its tokens name it, and a sign-out ends
 * it, so that a token cannot be used after its session ended, on any API process.
 */
export function accountSessions(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('account_session')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'integer', (c) => c.notNull().references('account.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('ended_at', 'text')
        .execute();
      await db.schema
        .createIndex('account_session_account')
        .on('account_session')
        .column('account_id')
        .execute();
    },
  };
}
