import { testDatabases } from '../testing/databases';
import {
  complaintIn,
  deskForTests,
  deskMove,
  eventsOf,
  openComplaint,
  readComplaint,
  resolve,
  versionOf,
  type ArrangedStatus,
} from '../testing/grievanceDesk';
import { fields } from '../testing/multipart';
import { tableCounts } from '../testing/requests';
import { STALE_VERSION } from './moveComplaint';

describe.each(testDatabases())('the desk refuses a move on %s', (dialect) => {
  const desk = deskForTests(dialect);

  it.each<[string, ArrangedStatus, string, string]>([
    [
      'resolve an Open complaint',
      'Open',
      'resolve',
      'A complaint that is Open cannot be resolved.',
    ],
    [
      'reject a Resolved one',
      'Resolved',
      'reject',
      'A complaint that is Resolved cannot be rejected.',
    ],
    [
      'assign a Pending one',
      'Pending',
      'assign',
      'A complaint that is Pending cannot be accepted and assigned.',
    ],
    ['reassign an Open one', 'Open', 'reassign', 'A complaint that is Open cannot be reassigned.'],
  ])('refuses to %s with 409 and changes nothing', async (_, state, action, message) => {
    const { t, admin, officer } = desk;
    const id = await complaintIn(desk, state);
    const version = await versionOf(t, id);
    const before = [await tableCounts(t), (await eventsOf(t, id)).length];
    const response =
      action === 'resolve'
        ? await resolve(t, admin, id, fields({ version: String(version), actionTaken: 'Done' }))
        : await deskMove(t, admin, id, action, {
            version,
            officerId: officer.id,
            comment: '',
            reason: 'No',
          });
    expect([response.statusCode, response.json()]).toEqual([409, { message }]);
    expect([await tableCounts(t), (await eventsOf(t, id)).length]).toEqual(before);
    expect(await versionOf(t, id)).toBe(version);
  });

  it('lets only the assigned officer or an admin resolve', async () => {
    const { t, otherOfficer, admin } = desk;
    const id = await complaintIn(desk, 'Pending');
    const other = await resolve(t, otherOfficer, id, fields({ version: '2', actionTaken: 'Done' }));
    expect([other.statusCode, other.json().message]).toEqual([
      409,
      'Only the officer this complaint is assigned to, or an admin, can resolve it.',
    ]);
    const byAdmin = await resolve(t, admin, id, fields({ version: '2', actionTaken: 'Done' }));
    expect(byAdmin.json()).toMatchObject({ status: 'Resolved' });
  });

  it('refuses a stale version, an empty reason, an unknown officer and complaint', async () => {
    const { t, admin, officer, citizen } = desk;
    const id = await complaintIn(desk, 'Pending');
    const stale = await deskMove(t, admin, id, 'reject', { version: 1, reason: 'Late' });
    expect([stale.statusCode, stale.json()]).toEqual([409, { message: STALE_VERSION }]);
    const empty = await deskMove(t, admin, id, 'reject', { version: 2, reason: '   ' });
    expect([empty.statusCode, empty.json()]).toEqual([400, { message: 'Reason is required.' }]);
    const noAction = await resolve(t, officer, id, fields({ version: '2', actionTaken: ' ' }));
    expect([noAction.statusCode, noAction.json()]).toEqual([
      400,
      { message: 'What was done is required.' },
    ]);
    const noVersion = await resolve(
      t,
      officer,
      id,
      fields({ version: 'two', actionTaken: 'Done' }),
    );
    expect([noVersion.statusCode, noVersion.json()]).toEqual([
      400,
      { message: 'version must be a whole number of at least 1.' },
    ]);
    for (const officerId of [citizen.id, admin.id, 999_999]) {
      const wrong = await deskMove(t, admin, id, 'reassign', {
        version: 2,
        officerId,
        comment: '',
      });
      expect([wrong.statusCode, wrong.json()]).toEqual([
        400,
        { message: 'Choose an officer from the list.' },
      ]);
    }
    const unknown = await deskMove(t, admin, 999_999, 'reject', { version: 1, reason: 'No' });
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { message: 'Complaint not found.' },
    ]);
    expect((await readComplaint(t, admin, 999_999, 'desk')).statusCode).toBe(404);
    expect(await versionOf(t, id)).toBe(2);
  });

  it('refuses a photo that is not an image, and stores nothing', async () => {
    const { t, officer } = desk;
    const id = await complaintIn(desk, 'Pending');
    const before = await tableCounts(t);
    const response = await resolve(t, officer, id, [
      ...fields({ version: '2', actionTaken: 'Done' }),
      {
        name: 'photo1',
        filename: 'x.jpg',
        content: Buffer.from('not an image'),
        type: 'image/jpeg',
      },
    ]);
    expect([response.statusCode, response.json()]).toEqual([
      415,
      { message: 'Photo 1 must be a JPEG, PNG or WebP image.' },
    ]);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('keeps citizens out of the desk (403) and officers out of the citizen calls', async () => {
    const { t, citizen, officer } = desk;
    const id = await openComplaint(desk);
    expect((await readComplaint(t, citizen, id, 'desk')).statusCode).toBe(403);
    const move = await deskMove(t, citizen, id, 'reject', { version: 1, reason: 'Mine' });
    expect([move.statusCode, move.json()]).toEqual([
      403,
      { message: 'This call is only for admin or officer accounts.' },
    ]);
    expect((await readComplaint(t, officer, id, 'user')).statusCode).toBe(403);
  });
});
