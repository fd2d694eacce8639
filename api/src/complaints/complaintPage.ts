import { ComplaintPageItem, ComplaintPageQuery, isOverdue, PagedPaths } from '@council/contract';
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
  type ComplaintRow,
} from './complaintWire';
import { asThePublicSeesIt } from './publicText';

/**
 * GET /api/v2/public/complaints and /api/v2/user/complaints (the caller's own) ?status=&page=:
 * complaints newest first, by page, photos by URL, with each one's number, due date and whether
 * it is overdue. The public one never says who filed them, and shows the citizen's words only
 * where they are public (publicText.ts).
 */
export function complaintPageRoute(
  app: FastifyInstance,
  { db, site }: AppContext,
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
          const shown = audience === 'public' ? rows.map(asThePublicSeesIt) : rows;
          const describe = await describeFiles(db, fileIdsOf(shown, COMPLAINT_FILES));
          const now = new Date();
          return shown.map((row) => ({
            ...complaintToWire(row, reminders.get(row.id) ?? [], site.complaintPrefix),
            ...filesByUrl(describe, row, COMPLAINT_FILES),
            ...deadlineFacts(row, now),
          }));
        },
      );
    },
  });
}

/** When it is due and whether it is late (ComplaintListFacts; complaintToWire gives the number). */
function deadlineFacts(row: ComplaintRow, now: Date) {
  return {
    dueDate: row.due_date,
    overdue: isOverdue({ status: row.status, dueDate: row.due_date }, now),
  };
}
