import { testDatabases } from '../testing/databases';
import {
  complaintIn,
  deskForTests,
  deskMove,
  eventsOf,
  openComplaint,
  resolve,
} from '../testing/grievanceDesk';
import { fields } from '../testing/multipart';
import { getJson } from '../testing/requests';
import { smallPhoto } from '../testing/samples';

describe.each(testDatabases())('the desk moves a complaint on %s', (dialect) => {
  const desk = deskForTests(dialect);

  it('accepts and assigns an Open complaint, then reassigns it, each one history entry', async () => {
    const { t, admin, officer, otherOfficer } = desk;
    const id = await openComplaint(desk);
    const first = await deskMove(t, admin, id, 'assign', {
      version: 1,
      officerId: officer.id,
      comment: ' Please look today ',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      id,
      status: 'Pending',
      version: 2,
      officer: { id: officer.id, name: 'Ravi Kumar', designation: 'Sanitary Inspector' },
      citizen: { name: 'Chandan Citizen', email: 'citizen@council.local', mobile: '9876543210' },
      allowedActions: ['reassign', 'reject', 'resolve', 'hide'],
    });
    const second = await deskMove(t, officer, id, 'reassign', {
      version: 2,
      officerId: otherOfficer.id,
      comment: '',
    });
    expect(second.json()).toMatchObject({ status: 'Pending', officer: { id: otherOfficer.id } });
    // The officer it left may no longer resolve it.
    expect(second.json().allowedActions).toEqual(['reassign', 'reject', 'hide']);
    const history = second.json().history;
    expect(history.map((entry: { kind: string }) => entry.kind)).toEqual([
      'file',
      'assign',
      'reassign',
    ]);
    expect(history[1]).toMatchObject({
      fromStatus: 'Open',
      toStatus: 'Pending',
      byRole: 'admin',
      byName: 'Asha Admin',
      comment: 'Please look today',
      officer: { id: officer.id, name: 'Ravi Kumar' },
    });
    expect(history[2]).toMatchObject({ byRole: 'officer', byName: 'Ravi Kumar' });
    const rows = await eventsOf(t, id);
    expect(rows[1]).toMatchObject({ actor_account_id: admin.id, actor_role: 'admin' });
    const complaint = await t.db
      .selectFrom('complaint')
      .select(['accepted_at', 'officer_id', 'action_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(complaint).toMatchObject({
      officer_id: otherOfficer.id,
      action_by: 'Ravi Kumar, Sanitary Inspector',
    });
    expect(complaint.accepted_at).toBe(history[1].at);
  });

  it('resolves with what was done and photos, filling the SPEC.md fields', async () => {
    const { t, officer, citizen } = desk;
    const id = await complaintIn(desk, 'Pending');
    const photo = await smallPhoto();
    const response = await resolve(t, officer, id, [
      ...fields({ version: '2', actionTaken: 'Replaced the bulb and the wiring' }),
      { name: 'photo1', filename: 'after.jpg', content: photo, type: 'image/jpeg' },
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'Resolved',
      actionTaken: 'Replaced the bulb and the wiring',
      allowedActions: ['hide'],
    });
    expect(body.actionPhotos).toHaveLength(1);
    expect(body.history.at(-1)).toMatchObject({ kind: 'resolve', byName: 'Ravi Kumar' });
    expect(body.history.at(-1).photos).toEqual(body.actionPhotos);
    const [legacy] = await getJson(t, '/api/User/complaint?statusFilter=Resolved', citizen.token);
    expect(legacy).toMatchObject({
      id,
      status: 'Resolved',
      action_By: 'Ravi Kumar, Sanitary Inspector',
    });
    expect(new Date(String(legacy?.action_Date)).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(typeof legacy?.action_Image_1).toBe('string');
  });

  it('rejects with a reason, and hides and shows the citizen text with one', async () => {
    const { t, admin, officer } = desk;
    const id = await openComplaint(desk);
    const hidden = await deskMove(t, officer, id, 'hide', { version: 1, reason: 'Phone number' });
    expect(hidden.json()).toMatchObject({
      citizenTextHidden: true,
      allowedActions: expect.arrayContaining(['show']),
    });
    const shown = await deskMove(t, officer, id, 'show', { version: 2, reason: 'Number removed' });
    expect(shown.json()).toMatchObject({ citizenTextHidden: false, status: 'Open' });
    const rejected = await deskMove(t, admin, id, 'reject', { version: 3, reason: 'Private land' });
    expect(rejected.json()).toMatchObject({ status: 'Rejected', rejectionReason: 'Private land' });
    expect(
      (await eventsOf(t, id)).map((e) => [e.kind, e.from_status, e.to_status, e.comment]),
    ).toEqual([
      ['file', null, 'Open', ''],
      ['hide', 'Open', 'Open', 'Phone number'],
      ['show', 'Open', 'Open', 'Number removed'],
      ['reject', 'Open', 'Rejected', 'Private land'],
    ]);
  });
});
