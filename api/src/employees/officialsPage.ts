import { OfficialPageItem, OfficialsQuery, PagedPaths, PageQuery } from '@council/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { describeFiles } from '../files/storedFiles';
import { pagedRoute } from '../paging/pagedRoute';
import { pageWindow, readPage } from '../paging/pageWindow';
import { fileIdsOf, filesByUrl } from '../sections/sectionFiles';
import { employeeSection } from './employeeSection';
import { inOfficialsOrder, officialsQuery } from './officials';

const OfficialsPageQuery = Type.Composite([OfficialsQuery, PageQuery]);

/**
 * GET /api/v2/public/officials?designations=..&home=Yes|All&page=&size=: the officials the
 * SPEC.md call answers, in its order (serial number, then name), by page, photos by URL.
 */
export function officialsPageRoute(app: FastifyInstance, { db }: AppContext) {
  pagedRoute(app, {
    path: PagedPaths.public.officials,
    tag: 'Public',
    summary: 'Officials by designation, by page, ordered by serial number then name',
    querystring: OfficialsPageQuery,
    item: OfficialPageItem,
    load: (query) =>
      readPage(
        pageWindow(query),
        {
          count: async () =>
            (
              await officialsQuery(db, query)
                .select((eb) => eb.fn.countAll<number | string>().as('total'))
                .executeTakeFirstOrThrow()
            ).total,
          rows: (limit, offset) =>
            inOfficialsOrder(officialsQuery(db, query).selectAll())
              .limit(limit)
              .offset(offset)
              .execute(),
        },
        async (rows) => {
          const { files } = employeeSection;
          const describe = await describeFiles(db, fileIdsOf(rows, files));
          return rows.map((row) => ({
            ...employeeSection.toWire(row),
            ...filesByUrl(describe, row, files),
          }));
        },
      ),
  });
}
