import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';
import { columnsFor } from './columns';

/*
 * Accounts of people (issue 15): a citizen signs up with a name and a mobile number and confirms
 * their email; an admin disables an account; single-use links are mailed; limits on sign-up and
 * mail are counted where every API process sees them.
 */
export function peopleAccounts(dialect: DialectName): Migration {
  const { id } = columnsFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('account')
        .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('account')
        .addColumn('mobile', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('account').addColumn('email_verified_at', 'text').execute();
      await db.schema.alterTable('account').addColumn('disabled_at', 'text').execute();
      // Accounts made before sign-up existed were made by the council itself: their email is known.
      await sql`update account set email_verified_at = created_at`.execute(db);

      await db.schema
        .createTable('account_link')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('account_id', 'integer', (c) => c.notNull().references('account.id'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('account_link_account')
        .on('account_link')
        .columns(['account_id', 'purpose'])
        .execute();

      await id(db.schema.createTable('counted_attempt'))
        .addColumn('counter', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('counted_attempt_subject')
        .on('counted_attempt')
        .columns(['counter', 'subject', 'at'])
        .execute();
    },
  };
}
