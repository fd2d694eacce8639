import { testDatabases } from '../testing/databases';
import {
  citizenMove,
  complaintIn,
  deskForTests,
  dueOn,
  eventsOf,
  readComplaint,
} from '../testing/grievanceDesk';
import { getJson } from '../testing/requests';

describe.each(testDatabases())('the citizen follows a complaint on %s', (dialect) => {
  const desk = deskForTests(dialect);

  it('reads their own complaint with its history, and gets 404 for anyone else’s', async () => {
    const { t, citizen, neighbour } = desk;
    const id = await complaintIn(desk, 'Pending');
    const own = await readComplaint(t, citizen, id, 'user');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id,
      number: expect.stringMatching(/^TNP\/\d{4}\/\d{6}$/),
      status: 'Pending',
      suggestion: 'Please repair it',
      officer: { name: 'Ravi Kumar' },
      allowedActions: [],
    });
    expect(own.json().history[1]).toMatchObject({ kind: 'assign', byName: 'Asha Admin' });
    expect(own.json()).not.toHaveProperty('citizen');
    const other = await readComplaint(t, neighbour, id, 'user');
    expect([other.statusCode, other.json()]).toEqual([404, { message: 'Complaint not found.' }]);
    const move = await citizenMove(t, neighbour, id, 'remind', { version: 2, message: 'Hello' });
    expect(move.statusCode).toBe(404);
  });

  it('accepts a resolution with a rating of 1 to 5, and only a resolution', async () => {
    const { t, citizen } = desk;
    const id = await complaintIn(desk, 'Resolved');
    for (const rating of [0, 6]) {
      const out = await citizenMove(t, citizen, id, 'accept', { version: 3, rating, comment: '' });
      expect(out.statusCode).toBe(400);
    }
    const ok = await citizenMove(t, citizen, id, 'accept', {
      version: 3,
      rating: 4,
      comment: 'Quick',
    });
    expect(ok.json()).toMatchObject({
      status: 'Closed',
      rating: 4,
      ratingComment: 'Quick',
      allowedActions: [],
    });
    expect((await eventsOf(t, id)).at(-1)).toMatchObject({
      kind: 'accept',
      rating: 4,
      actor_role: 'user',
    });
    const rejected = await complaintIn(desk, 'Rejected');
    const refused = await citizenMove(t, citizen, rejected, 'accept', {
      version: 2,
      rating: 5,
      comment: '',
    });
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'A complaint that is Rejected cannot be accepted.',
    ]);
  });

  it('reminds only past the due date, once a day, and lists the reminder in SPEC.md calls', async () => {
    const { t, citizen } = desk;
    const id = await complaintIn(desk, 'Open');
    const early = await citizenMove(t, citizen, id, 'remind', { version: 1, message: 'Any news?' });
    expect([early.statusCode, early.json().message]).toEqual([
      409,
      'A reminder can be sent only once a complaint is past its due date.',
    ]);
    await dueOn(t, id, '2020-01-01');
    const empty = await citizenMove(t, citizen, id, 'remind', { version: 1, message: '' });
    expect([empty.statusCode, empty.json()]).toEqual([400, { message: 'Message is required.' }]);
    const sent = await citizenMove(t, citizen, id, 'remind', { version: 1, message: 'Any news?' });
    expect(sent.json()).toMatchObject({ status: 'Open', overdue: true, allowedActions: [] });
    const again = await citizenMove(t, citizen, id, 'remind', { version: 2, message: 'Again?' });
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'A reminder was already sent in the last 24 hours.',
    ]);
    const legacy = await getJson(t, `/api/User/complaint/${id}`, citizen.token);
    expect(legacy).toMatchObject({ status: 'Open', reminders: [{ message: 'Any news?' }] });
    const desktop = await readComplaint(t, desk.admin, id, 'desk');
    expect(desktop.json().history.at(-1)).toMatchObject({ kind: 'remind', comment: 'Any news?' });
  });
});
