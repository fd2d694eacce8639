import { AccountPage, AccountPageQuery, AccountPaths, MessageRef } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { AppContext } from '../../appContext';
import type { Database } from '../../db/schema';
import type { TypeBoxProvider } from '../../http/typebox';
import { pageWindow, readPage } from '../../paging/pageWindow';
import { ACCOUNT_ROW_COLUMNS, toAccountRows } from './accountRow';

/**
 * GET AccountPaths.admin.accounts?page=&size=&q=: every account (citizens and staff), newest
 * first, by page with the total; q narrows to accounts whose email or name contains it, in any
 * case. Not served from the page cache: a role or a disabling must show at once.
 */
export function accountPageRoute(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<TypeBoxProvider>().get(
    AccountPaths.admin.accounts,
    {
      schema: {
        tags: ['Admin'],
        summary: 'Accounts by page, newest first; ?q= finds part of an email or a name',
        description:
          'One page (?page= from 1, ?size= 1 to 100, 20 by default) with the total number of ' +
          'accounts that match. ?q= (at most 100 characters) matches any part of the email or ' +
          'the name, whatever the case; % and _ in it are plain characters.',
        querystring: AccountPageQuery,
        response: { 200: AccountPage, 400: MessageRef, 401: MessageRef, 403: MessageRef },
      },
    },
    (request) => {
      const matching = searchFor(request.query.q);
      return readPage(
        pageWindow(request.query),
        {
          count: async () =>
            (
              await matching(db.selectFrom('account'))
                .select((eb) => eb.fn.countAll<number | string>().as('total'))
                .executeTakeFirstOrThrow()
            ).total,
          // Ids grow with every new account: id order is newest first, stable, and the primary
          // key's index serves it.
          rows: (limit, offset) =>
            matching(db.selectFrom('account'))
              .select(ACCOUNT_ROW_COLUMNS)
              .orderBy('id', 'desc')
              .limit(limit)
              .offset(offset)
              .execute(),
        },
        (rows) => toAccountRows(db, rows),
      );
    },
  );
}

type AccountQuery<Output> = SelectQueryBuilder<Database, 'account', Output>;

/**
 * The accounts whose email or name contains q, any case, on SQLite and PostgreSQL alike: q and
 * the name lower-cased (emails are stored lower-cased), q's LIKE wildcards escaped.
 */
function searchFor(q: string | undefined) {
  const words = q?.trim().toLowerCase() ?? '';
  return <Output>(query: AccountQuery<Output>): AccountQuery<Output> => {
    if (words === '') return query;
    const pattern = `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    return query.where(
      sql<boolean>`(email like ${pattern} escape '\\' or lower(name) like ${pattern} escape '\\')`,
    );
  };
}
