import { GrievancePaths } from '@council/contract';
import { testDatabases } from '../testing/databases';
import {
  citizenMove,
  complaintIn,
  deskForTests,
  deskMove,
  dueOn,
  numberOf,
  resolve,
  versionOf,
} from '../testing/grievanceDesk';
import { fields } from '../testing/multipart';
import { smallPhoto } from '../testing/samples';
import { NO_SUCH_NUMBER } from './trackComplaint';

describe.each(testDatabases())('tracking a complaint by its number on %s', (dialect) => {
  const desk = deskForTests(dialect);
  let id: number;
  let year: string;
  beforeAll(async () => {
    const { t, officer, citizen } = desk;
    id = await complaintIn(desk, 'Pending');
    await deskMove(t, officer, id, 'hide', { version: 2, reason: 'Shows a neighbour' });
    await dueOn(t, id, '2020-01-01');
    await citizenMove(t, citizen, id, 'remind', { version: 3, message: 'My phone is 98765' });
    await resolve(t, officer, id, [
      ...fields({ version: String(await versionOf(t, id)), actionTaken: 'Cleared the drain' }),
      { name: 'photo2', filename: 'done.jpg', content: await smallPhoto(), type: 'image/jpeg' },
    ]);
    year = (await numberOf(t, id)).split('/')[1] ?? '';
  });

  const track = (number: string) =>
    desk.t.app.inject({ method: 'GET', url: GrievancePaths.public.track, query: { number } });

  it('answers status, due date, action and a timeline, without a token', async () => {
    const number = await numberOf(desk.t, id);
    const response = await track(number);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id,
      number,
      status: 'Resolved',
      category: 'Street light not working',
      ward: '7',
      dueDate: '2020-01-01',
      actionTaken: 'Cleared the drain',
      rejectionReason: null,
    });
    expect(body.actionPhotos).toHaveLength(1);
    // Staff hiding words and the citizen's reminder stay off the public timeline.
    expect(body.timeline.map((entry: { kind: string }) => entry.kind)).toEqual([
      'file',
      'assign',
      'resolve',
    ]);
    for (const entry of body.timeline) expect(entry.byName).toBeNull();
    expect(body.timeline[1]).toMatchObject({ officer: null, comment: '' });
    expect(body.timeline[2]).toMatchObject({ comment: 'Cleared the drain' });
    expect(body.timeline[2].photos).toHaveLength(1);
    const text = JSON.stringify(body);
    for (const secret of [
      'citizen@',
      'Chandan',
      'Please repair it',
      'Near the school',
      '98765',
      'Ravi',
    ]) {
      expect(text).not.toContain(secret);
    }
    for (const field of ['suggestion', 'landmark', 'citizen', 'history', 'officer']) {
      expect(body).not.toHaveProperty(field);
    }
  });

  it('forgives a missing prefix, its case and spaces', async () => {
    for (const number of [`${year}/${id}`, ` tnp / ${year} / ${id} `, `XYZ/${year}/${id}`]) {
      expect([number, (await track(number)).statusCode]).toEqual([number, 200]);
    }
  });

  it('answers 404 for a wrong year, an unknown number or a mistyped one', async () => {
    for (const number of [
      `TNP/${Number(year) - 1}/${id}`,
      `TNP/${year}/999999`,
      'TNP-2026-1',
      `TNP/${year}/0`,
    ]) {
      const response = await track(number);
      expect([number, response.statusCode, response.json()]).toEqual([
        number,
        404,
        { message: NO_SUCH_NUMBER },
      ]);
    }
    const missing = await desk.t.app.inject({ method: 'GET', url: GrievancePaths.public.track });
    expect(missing.statusCode).toBe(400);
  });
});
