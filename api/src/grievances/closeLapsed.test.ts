import { testDatabases } from '../testing/databases';
import {
  changedDaysAgo,
  complaintIn,
  deskForTests,
  eventsOf,
  openComplaint,
  openDesk,
  readComplaint,
  versionOf,
} from '../testing/grievanceDesk';
import { CLOSE_LAPSED_EVERY_MS, closeLapsedResolutions } from './closeLapsed';

describe.each(testDatabases())('closing resolutions nobody reopened, on %s', (dialect) => {
  const desk = deskForTests(dialect);

  const resolvedDaysAgo = async (days: number) => {
    const id = await complaintIn(desk, 'Resolved');
    await changedDaysAgo(desk.t, id, days);
    return id;
  };

  it('closes a resolution 7 days old with one entry by the system, and leaves younger ones', async () => {
    const { t } = desk;
    const old = await resolvedDaysAgo(7.5);
    const young = await resolvedDaysAgo(6.5);
    const rejected = await complaintIn(desk, 'Rejected');
    await changedDaysAgo(t, rejected, 30);
    const version = await versionOf(t, old);
    const now = new Date();
    expect(await closeLapsedResolutions(t.db, now)).toEqual([old]);
    const row = await t.db
      .selectFrom('complaint')
      .select(['status', 'version', 'status_changed_at'])
      .where('id', '=', old)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'Closed', version: version + 1 });
    const close = (await eventsOf(t, old)).at(-1);
    expect(close).toMatchObject({
      kind: 'close',
      actor_role: 'system',
      actor_account_id: null,
      from_status: 'Resolved',
      to_status: 'Closed',
    });
    // Dated when its reopen window ended, not when the closing ran.
    const ended = Date.parse(close?.at ?? '');
    expect(now.getTime() - ended).toBeGreaterThan(0.4 * 86_400_000);
    expect(row.status_changed_at).toBe(close?.at);
    expect(await closeLapsedResolutions(t.db, now)).toEqual([]);
    for (const id of [young, rejected]) {
      expect((await eventsOf(t, id)).at(-1)?.kind).not.toBe('close');
    }
  });

  it('closes a lapsed resolution when anyone reads it, without waiting for the timer', async () => {
    const { t, admin } = desk;
    const id = await resolvedDaysAgo(8);
    const read = await readComplaint(t, admin, id, 'desk');
    expect(read.json()).toMatchObject({ status: 'Closed', allowedActions: ['hide'] });
    expect(read.json().history.at(-1)).toMatchObject({
      kind: 'close',
      byRole: 'system',
      byName: null,
    });
  });

  it('closes them every 10 minutes while the app runs, and stops when it closes', async () => {
    // Only the interval is faked: the database, the requests and the polling below run for real.
    jest.useFakeTimers({
      doNotFake: [
        'Date',
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      const running = await openDesk(dialect);
      const id = await openComplaint(running);
      await running.t.db
        .updateTable('complaint')
        .set({ status: 'Resolved' })
        .where('id', '=', id)
        .execute();
      await changedDaysAgo(running.t, id, 8);
      expect(jest.getTimerCount()).toBe(1);
      jest.advanceTimersByTime(CLOSE_LAPSED_EVERY_MS);
      await until(async () => (await eventsOf(running.t, id)).at(-1)?.kind === 'close');
      await running.t.close();
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});

/** Waits (at most 5 s) for a condition the app reaches on its own. */
async function until(condition: () => Promise<boolean>) {
  for (let tries = 0; tries < 100; tries++) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The condition was not reached within 5 s.');
}
