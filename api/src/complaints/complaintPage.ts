import { ComplaintPageItem, ComplaintPageQuery, PagedPaths } from '@council/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { callerOf } from '../auth/guard';
import { describeFiles } from '../files/storedFiles';
import { pagedRoute } from '../paging/pagedRoute';
import { pageWindow, readPage } from '../paging/pageWindow';
import { fileIdsOf, filesByUrl } from '../sections/sectionFiles';
import {
  COMPLAINT_FILES,
  complaintsQuery,
  complaintToWire,
  remindersOf,
  selectComplaintRows,
} from './complaintWire';

/**
 * GET /api/v2/public/complaints and /api/v2/user/complaints (the caller's own) ?status=&page=:
 * complaints newest first, by page, photos by URL. The public one never says who filed them.
 */
export function complaintPageRoute(
  app: FastifyInstance,
  { db }: AppContext,
  audience: 'public' | 'user',
) {
  pagedRoute(app, {
    path: PagedPaths[audience].complaints,
    tag: audience === 'public' ? 'Public' : 'User',
    summary:
      audience === 'public'
        ? 'Complaints by page, without who filed them; ?status= keeps one status'
        : "The caller's complaints by page; ?status= keeps one status",
    querystring: ComplaintPageQuery,
    item: ComplaintPageItem,
    load(query, request) {
      const complaints = () =>
        complaintsQuery(db, {
          filter: query.status,
          ...(audience === 'user' ? { accountId: callerOf(request).accountId } : {}),
        });
      return readPage(
        pageWindow(query),
        {
          count: async () =>
            (
              await complaints()
                .select((eb) => eb.fn.countAll<number | string>().as('total'))
                .executeTakeFirstOrThrow()
            ).total,
          rows: (limit, offset) =>
            selectComplaintRows(complaints()).limit(limit).offset(offset).execute(),
        },
        async (rows) => {
          const reminders = await remindersOf(
            db,
            rows.map((row) => row.id),
          );
          const describe = await describeFiles(db, fileIdsOf(rows, COMPLAINT_FILES));
          return rows.map((row) => ({
            ...complaintToWire(row, reminders.get(row.id) ?? []),
            ...filesByUrl(describe, row, COMPLAINT_FILES),
          }));
        },
      );
    },
  });
}
