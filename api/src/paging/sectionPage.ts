import type { PageWire } from '@council/contract';
import type { TObject } from '@sinclair/typebox';
import type { Db } from '../db/database';
import { describeFiles } from '../files/storedFiles';
import { loose, type LooseRow, type Section } from '../sections/section';
import { fileIdsOf, filesByUrl } from '../sections/sectionFiles';
import { sectionRowsQuery, type SectionFilter } from '../sections/sectionStore';
import { readPage, type PageWindow } from './pageWindow';

/** A section's own filters on its paged calls (tenders: ?state=), beside ?page= and ?size=. */
export interface PageFilter<Query = Record<string, unknown>> {
  /** PageQuery composed with the filters. */
  querystring: TObject;
  narrow(query: Query): SectionFilter;
}

/**
 * One page of a section in its list order (id last keeps it stable), each item with its files
 * by URL: one query for the total, one for the page's rows, one for their files.
 */
export async function sectionPage<Row extends { id: number }, Payload>(
  db: Db,
  section: Section<Row, Payload>,
  window: PageWindow,
  filter: SectionFilter = (query) => query,
): Promise<PageWire<Record<string, unknown>>> {
  return readPage(
    window,
    {
      count: async () =>
        (
          await filter(loose(db).selectFrom(section.table))
            .select((eb) => eb.fn.countAll<number | string>().as('total'))
            .executeTakeFirstOrThrow()
        ).total,
      rows: async (limit, offset) =>
        (await sectionRowsQuery(db, section, filter)
          .limit(limit)
          .offset(offset)
          .execute()) as LooseRow[] as unknown as Row[],
    },
    async (rows) => {
      const describe = await describeFiles(db, fileIdsOf(rows, section.files));
      return rows.map((row) => ({
        ...section.toWire(row),
        ...filesByUrl(describe, row, section.files),
      }));
    },
  );
}
