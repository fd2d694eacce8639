import { sql, type Kysely, type Migration } from 'kysely';

/*
 * The language each person reads (issue 19), so that their mails come in it: an account's, set at
 * sign-up and at each sign-in from the language the site was read in; and a complaint's, the
 * language it was filed in. 'en' or 'hi'; every stored row becomes 'en', the language all mail
 * went in until now. A check keeps any other value out on both databases (SQLite accepts a CHECK
 * on an added column, and PostgreSQL checks the stored rows, which all have the default).
 */
export const LANGUAGE_COLUMNS = ['account', 'complaint'] as const;

export function accountLanguage(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of LANGUAGE_COLUMNS) {
        await db.schema
          .alterTable(table)
          .addColumn('language', 'text', (column) =>
            column
              .notNull()
              .defaultTo('en')
              .check(sql`language in ('en', 'hi')`),
          )
          .execute();
      }
    },
  };
}
