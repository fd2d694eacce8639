import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';
import { columnsFor } from './columns';

/*
 * Messages readers send from the contact page and /feedback (issue 20, point 7). The reference
 * number a reader is given (FB/2026/000123) is made from the id and the year received, as a
 * complaint's is, so it is not stored. handled_at and handled_by are null while the message is
 * new; the inbox lists by status newest first, which the index serves.
 */
export function feedback(dialect: DialectName): Migration {
  const { id } = columnsFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await id(db.schema.createTable('feedback'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('project', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('page', 'text', (c) => c.notNull().check(sql`page in ('contact', 'feedback')`))
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addColumn('handled_at', 'text')
        .addColumn('handled_by', 'integer', (c) => c.references('account.id'))
        .execute();
      await db.schema
        .createIndex('feedback_handled_id')
        .on('feedback')
        .columns(['handled_at', 'id'])
        .execute();
    },
  };
}
