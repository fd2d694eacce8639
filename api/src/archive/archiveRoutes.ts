import {
  ARCHIVE_KINDS,
  ArchivePageQuery,
  ArchiveYearsWire,
  MessageRef,
  PageOf,
  PagedPaths,
  type ArchiveKind,
  type ArchiveYearsWire as ArchiveYears,
} from '@council/contract';
import { Type } from '@sinclair/typebox';
import { sql, type SqlBool } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import type { Db } from '../db/database';
import type { TypeBoxProvider } from '../http/typebox';
import { pageWindow } from '../paging/pageWindow';
import { sectionPage } from '../paging/sectionPage';
import { loose } from '../sections/section';
import { ARCHIVE_RULES } from './archiveKinds';

const ArchiveParams = Type.Object({
  kind: Type.Union(ARCHIVE_KINDS.map((kind) => Type.Literal(kind))),
});

/** An item's year: the first four characters of its own date. */
const yearOf = (kind: ArchiveKind) => sql<string>`substr(${ARCHIVE_RULES[kind].ownDate}, 1, 4)`;

/** For each kind, the years that hold archived items and how many, newest year first. */
export async function archiveYears(db: Db): Promise<ArchiveYears> {
  const years = await Promise.all(
    ARCHIVE_KINDS.map(async (kind) => {
      const rule = ARCHIVE_RULES[kind];
      const rows = await rule
        .archived()(loose(db).selectFrom(rule.section.table))
        .select([yearOf(kind).as('year'), (eb) => eb.fn.countAll<number | string>().as('count')])
        .groupBy(yearOf(kind))
        .orderBy(yearOf(kind), 'desc')
        .execute();
      const found = rows
        .map((row) => ({ year: Number(row.year), count: Number(row.count) }))
        .filter((row) => Number.isInteger(row.year));
      return [kind, found] as const;
    }),
  );
  return Object.fromEntries(years) as ArchiveYears;
}

/**
 * GET PagedPaths.public.archive: the years of each kind's archive; GET .../{kind}?year=: one
 * page of that kind's archived items (issue 20, GIGW 3.0), as its paged list shows them, newest
 * own date first. Read from the database each time (no page cache): the clock alone moves
 * items here, and a reader of the archive is rare.
 */
export function archiveRoutes(app: FastifyInstance, { db }: AppContext) {
  const typed = app.withTypeProvider<TypeBoxProvider>();
  typed.get(
    PagedPaths.public.archive,
    {
      schema: {
        tags: ['Public'],
        summary: 'The years of the archive, by kind',
        description:
          'For each kind (notices, circulars, officeOrders, latestNews, pressReleases, tenders) ' +
          'the years that hold archived items, newest first, with how many: items past their ' +
          '"show until" date (India time), and tenders closed for bids. An item’s year is that ' +
          'of its own date: its issue or release date (the day it was added where none), a news ' +
          'item’s date, a tender’s last date of submission.',
        response: { 200: ArchiveYearsWire },
      },
    },
    () => archiveYears(db),
  );
  typed.get(
    `${PagedPaths.public.archive}/:kind`,
    {
      schema: {
        tags: ['Public'],
        summary: 'One kind’s archived items, by year and page',
        description:
          'One page (?page= from 1, ?size= 1 to 100, 20 by default) of the kind’s archived ' +
          'items of ?year= (every year when absent), newest first, with the total; each item ' +
          'as its paged list shows it (files by URL). Archived items are never deleted by ' +
          'expiry; each keeps its own page (PagedPaths.public.{kind}/{id}). 400 for an unknown ' +
          'kind, a year outside 1900 to 2999, or a bad page or size.',
        params: ArchiveParams,
        querystring: ArchivePageQuery,
        response: {
          200: PageOf(
            Type.Union(ARCHIVE_KINDS.map((kind) => ARCHIVE_RULES[kind].section.pageItem)),
          ),
          400: MessageRef,
        },
      },
    },
    async (request) => {
      const { kind } = request.params;
      const { year } = request.query;
      const rule = ARCHIVE_RULES[kind];
      const archived = rule.archived();
      const newestFirst = {
        ...rule.section,
        order: [
          [rule.ownDate, 'desc'],
          ['id', 'desc'],
        ] as const,
      };
      return sectionPage(db, newestFirst, pageWindow(request.query), (query) =>
        year === undefined
          ? archived(query)
          : archived(query).where(sql<SqlBool>`${yearOf(kind)} = ${String(year)}`),
      );
    },
  );
}
