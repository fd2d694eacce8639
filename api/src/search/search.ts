import { SearchHitWire, SearchQuery } from '@council/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { AppContext } from '../appContext';
import type { Db } from '../db/database';
import type { TypeBoxProvider } from '../http/typebox';

/** Where a search hit lives; the public site turns it into a link. */
const SOURCES = [
  { kind: 'notice', table: 'notice', text: 'description', date: 'issue_date' },
  { kind: 'circular', table: 'circular', text: 'description', date: 'issue_date' },
  { kind: 'officeorder', table: 'office_order', text: 'description', date: 'issue_date' },
  { kind: 'tender', table: 'tender', text: 'description', date: 'publish_date' },
  { kind: 'latest-news', table: 'latest_news', text: 'description', date: 'created_at' },
  { kind: 'press-release', table: 'press_release', text: 'description', date: 'release_date' },
] as const;
const PER_KIND = 20;

/** The texts a word is looked for in: the title and description in English and in Hindi. */
const SEARCHED = ['title', 'title_hindi', 'description_hindi'] as const;

/**
 * GET /api/Public/search?q=: published notices, circulars, office orders, tenders, news and
 * press releases whose title or description holds every word of q (DECISIONS.md, 'Keyword
 * search'); an addition to SPEC.md's contract. Each word may be in either language's texts
 * (issue 19): 'जलापूर्ति ward' finds a notice with the one in its Hindi title and the other in
 * its English description.
 */
export function searchRoute(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<TypeBoxProvider>().get(
    '/search',
    {
      schema: {
        tags: ['Public'],
        summary: 'Keyword search over published documents, tenders, news and press releases',
        querystring: SearchQuery,
        response: { 200: Type.Array(SearchHitWire) },
      },
    },
    async (request) => {
      // NFC, as the Hindi texts are stored: a word matches however its keyboard composed it.
      const words = request.query.q
        .normalize('NFC')
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean)
        .slice(0, 8);
      if (words.length === 0) return [];
      const hits = await Promise.all(SOURCES.map((source) => searchOne(db, source, words)));
      return hits.flat();
    },
  );
}

async function searchOne(
  db: Db,
  source: (typeof SOURCES)[number],
  words: string[],
): Promise<SearchHitWire[]> {
  const rows = await db
    .selectFrom(source.table)
    .select([
      'id',
      'title',
      sql<string | null>`${sql.ref(source.text)}`.as('description'),
      'title_hindi as titleHindi',
      'description_hindi as descriptionHindi',
      sql<string | null>`${sql.ref(source.date)}`.as('date'),
    ])
    .where((eb) => eb.and(words.map((word) => matches(source.text, word))))
    .orderBy('id', 'desc')
    .limit(PER_KIND)
    .execute();
  return rows.map((row) => ({ kind: source.kind, ...row }));
}

/**
 * The word in any searched text, case-insensitive on both databases (Devanagari has no case);
 * the word's own % and _ are literal.
 */
function matches(textColumn: string, word: string): Expression<SqlBool> {
  const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const columns = [textColumn, ...SEARCHED];
  return sql<SqlBool>`(${sql.join(
    columns.map(
      (column) => sql`lower(coalesce(${sql.ref(column)}, '')) like ${pattern} escape '\\'`,
    ),
    sql` or `,
  )})`;
}
