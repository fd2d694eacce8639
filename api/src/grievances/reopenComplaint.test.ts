import { indiaDate } from '@council/contract/complaint-rules';
import { testDatabases } from '../testing/databases';
import {
  changedDaysAgo,
  citizenMove,
  complaintIn,
  deskForTests,
  dueOn,
  readComplaint,
  resolved,
  versionOf,
} from '../testing/grievanceDesk';
import { STALE_VERSION } from './moveComplaint';

describe.each(testDatabases())('the citizen reopens a complaint on %s', (dialect) => {
  const desk = deskForTests(dialect);

  const reopen = async (id: number, reason = 'Still dark at night') =>
    citizenMove(desk.t, desk.citizen, id, 'reopen', {
      version: await versionOf(desk.t, id),
      reason,
    });

  it('reopens a resolution: Pending again, officer kept, due date from now', async () => {
    const { t, officer } = desk;
    const id = await complaintIn(desk, 'Resolved');
    await dueOn(t, id, '2020-01-01');
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
    const id = await complaintIn(desk, 'Resolved');
    expect((await reopen(id)).statusCode).toBe(200);
    await resolved(desk, id);
    expect((await reopen(id)).statusCode).toBe(200);
    await resolved(desk, id);
    const third = await reopen(id);
    expect([third.statusCode, third.json().message]).toEqual([
      409,
      'This complaint was already reopened 2 times; it cannot be reopened again.',
    ]);
    const late = await complaintIn(desk, 'Resolved');
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
    const { t } = desk;
    const id = await complaintIn(desk, 'Rejected');
    const empty = await reopen(id, ' ');
    expect([empty.statusCode, empty.json()]).toEqual([400, { message: 'Reason is required.' }]);
    await changedDaysAgo(t, id, 8);
    expect((await reopen(id)).json().message).toBe(
      'This complaint can no longer be reopened or rated: 7 days have passed since it was rejected.',
    );
  });
});
