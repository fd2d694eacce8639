import { indiaDate } from '@council/contract/complaint-rules';
import { testDatabases } from '../testing/databases';
import {
  assigned,
  changedDaysAgo,
  citizenMove,
  deskMove,
  openComplaint,
  openDesk,
  readComplaint,
  resolved,
  versionOf,
  type Desk,
} from '../testing/grievanceDesk';
import { STALE_VERSION } from './moveComplaint';

describe.each(testDatabases())('the citizen reopens a complaint on %s', (dialect) => {
  let desk: Desk;
  beforeAll(async () => {
    desk = await openDesk(dialect);
  });
  afterAll(() => desk.t.close());

  const resolvedComplaint = async () =>
    resolved(desk, await assigned(desk, await openComplaint(desk)));
  const reopen = async (id: number, reason = 'Still dark at night') =>
    citizenMove(desk.t, desk.citizen, id, 'reopen', {
      version: await versionOf(desk.t, id),
      reason,
    });

  it('reopens a resolution: Pending again, officer kept, due date from now', async () => {
    const { t, officer } = desk;
    const id = await resolvedComplaint();
    await t.db
      .updateTable('complaint')
      .set({ due_date: '2020-01-01' })
      .where('id', '=', id)
      .execute();
    const response = await reopen(id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'Pending', reopenCount: 1, officer: { id: officer.id } });
    expect(body.dueDate > indiaDate(new Date())).toBe(true);
    expect(body.history.at(-1)).toMatchObject({
      kind: 'reopen',
      fromStatus: 'Resolved',
      toStatus: 'Pending',
      byRole: 'user',
      byName: null,
      comment: 'Still dark at night',
    });
  });

  it('reopens at most twice, and not after 7 days', async () => {
    const id = await resolvedComplaint();
    expect((await reopen(id)).statusCode).toBe(200);
    await resolved(desk, id);
    expect((await reopen(id)).statusCode).toBe(200);
    await resolved(desk, id);
    const third = await reopen(id);
    expect([third.statusCode, third.json().message]).toEqual([
      409,
      'This complaint was already reopened 2 times; it cannot be reopened again.',
    ]);
    const late = await resolvedComplaint();
    const seen = await versionOf(desk.t, late);
    await changedDaysAgo(desk.t, late, 7.1);
    // Nobody reopened it in time: the move closes it first, so the version the citizen saw is gone.
    const stale = await citizenMove(desk.t, desk.citizen, late, 'reopen', {
      version: seen,
      reason: 'Late',
    });
    expect([stale.statusCode, stale.json().message]).toEqual([409, STALE_VERSION]);
    const closed = await readComplaint(desk.t, desk.citizen, late, 'user');
    expect(closed.json()).toMatchObject({ status: 'Closed', allowedActions: [] });
    const refused = await reopen(late);
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'A complaint that is Closed cannot be reopened.',
    ]);
  });

  it('reopens a rejection within 7 days, without a reason refused', async () => {
    const { t, admin } = desk;
    const id = await openComplaint(desk);
    await deskMove(t, admin, id, 'reject', { version: 1, reason: 'Duplicate' });
    const empty = await reopen(id, ' ');
    expect([empty.statusCode, empty.json()]).toEqual([400, { message: 'Reason is required.' }]);
    await changedDaysAgo(t, id, 8);
    expect((await reopen(id)).json().message).toBe(
      'This complaint can no longer be reopened or rated: 7 days have passed since it was rejected.',
    );
  });
});
