import { CLOSE_AFTER_DAYS } from '@council/contract/complaint-rules';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import type { Db } from '../db/database';
import { tellCitizen } from './statusMail';

const DAY_MS = 86_400_000;
/** How often a running API closes the resolutions nobody reopened in time. */
export const CLOSE_LAPSED_EVERY_MS = 10 * 60_000;

/**
 * Closes every resolution (or only complaint `only`'s) that nobody reopened or accepted within
 * CLOSE_AFTER_DAYS: Resolved → Closed, with one 'close' entry by the system, dated the moment
 * the window ended. Each complaint in a transaction of its own, guarded by its version, so that
 * a citizen's move at the same moment wins or loses whole. Returns the ids it closed.
 */
export async function closeLapsedResolutions(db: Db, now: Date, only?: number): Promise<number[]> {
  const cutoff = new Date(now.getTime() - CLOSE_AFTER_DAYS * DAY_MS).toISOString();
  let lapsed = db
    .selectFrom('complaint')
    .select(['id', 'version', 'status_changed_at', 'entry_date'])
    .where('status', '=', 'Resolved')
    .where((eb) => eb(eb.fn.coalesce('status_changed_at', 'entry_date'), '<', cutoff));
  if (only !== undefined) lapsed = lapsed.where('id', '=', only);
  const closed: number[] = [];
  for (const row of await lapsed.orderBy('id').execute()) {
    const resolvedAt = Date.parse(row.status_changed_at ?? row.entry_date);
    const at = new Date(
      Number.isNaN(resolvedAt) ? now.getTime() : resolvedAt + CLOSE_AFTER_DAYS * DAY_MS,
    ).toISOString();
    const done = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('complaint')
        .set({ status: 'Closed', status_changed_at: at, version: row.version + 1 })
        .where('id', '=', row.id)
        .where('version', '=', row.version)
        .where('status', '=', 'Resolved')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto('complaint_event')
        .values({
          complaint_id: row.id,
          at,
          kind: 'close',
          actor_account_id: null,
          actor_role: 'system',
          from_status: 'Resolved',
          to_status: 'Closed',
        })
        .execute();
      return true;
    });
    if (done) closed.push(row.id);
  }
  return closed;
}

/** Closes the lapsed resolutions and mails each citizen whose complaint it closed. */
export async function closeLapsedAndTell(
  context: Pick<AppContext, 'db' | 'mailer' | 'site'>,
  log: FastifyBaseLogger,
  now: Date,
  only?: number,
): Promise<void> {
  for (const id of await closeLapsedResolutions(context.db, now, only)) {
    tellCitizen(context, log, id, 'close');
  }
}

/**
 * Closes lapsed resolutions every CLOSE_LAPSED_EVERY_MS while the app runs (reads and moves of
 * one complaint close its own first, so nobody waits for the timer). The timer does not keep
 * the process alive and stops when the app closes.
 */
export function closeLapsedWhileRunning(app: FastifyInstance, context: AppContext): void {
  const timer = setInterval(() => {
    closeLapsedAndTell(context, app.log, new Date()).catch((error: unknown) =>
      app.log.error({ err: error }, 'Lapsed resolutions could not be closed'),
    );
  }, CLOSE_LAPSED_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
