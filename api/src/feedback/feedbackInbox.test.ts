import {
  FeedbackPaths,
  type FeedbackCounts,
  type FeedbackInboxPage,
  type FeedbackItem,
  type FeedbackReceipt,
} from '@council/contract';
import { testDatabases } from '../testing/databases';
import { getJson } from '../testing/requests';
import { bearer, createTestApp, signedIn, type TestApp } from '../testing/testApp';

const INBOX = FeedbackPaths.admin.feedback;
const COUNTS = FeedbackPaths.admin.counts;

describe.each(testDatabases())("the console's feedback inbox on %s", (dialect) => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let officer: string;
  let citizen: string;
  /** The references of the messages sent, oldest first. */
  const references: string[] = [];
  const page = (query: string, token = admin) =>
    getJson<FeedbackInboxPage>(t, `${INBOX}?${query}`, token);
  const handled = (id: number, method: 'PUT' | 'DELETE', token = admin) =>
    t.app.inject({ method, url: `${INBOX}/${id}/handled`, headers: bearer(token) });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ({ token: admin, id: adminId } = await signedIn(t, 'admin@council.local', 'admin'));
    officer = (await signedIn(t, 'officer@council.local', 'officer')).token;
    citizen = (await signedIn(t, 'citizen@council.local', 'user')).token;
    await t.db
      .updateTable('account')
      .set({ name: 'Ravi Admin' })
      .where('id', '=', adminId)
      .execute();
    for (let i = 1; i <= 5; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: FeedbackPaths.public.feedback,
        payload: {
          name: `Reader ${i}`,
          email: `reader${i}@example.com`,
          subject: `Subject ${i}`,
          message: `Message ${i}`,
          sentFrom: i % 2 ? 'contact' : 'feedback',
        },
      });
      references.push(response.json<FeedbackReceipt>().reference);
    }
  });
  afterAll(() => t.close());

  it('lists every message newest first, by page, with the total', async () => {
    const first = await page('page=1&size=2');
    expect({ ...first, items: first.items.map((item) => item.reference) }).toEqual({
      items: [references[4], references[3]],
      page: 1,
      size: 2,
      total: 5,
    });
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      reference: references[4] ?? '',
      name: 'Reader 5',
      email: 'reader5@example.com',
      phone: '',
      project: '',
      subject: 'Subject 5',
      message: 'Message 5',
      sentFrom: 'contact',
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      handledAt: null,
      handledBy: null,
    } satisfies FeedbackItem);
    const last = await page('page=3&size=2&status=all');
    expect(last.items.map((item) => item.reference)).toEqual([references[0]]);
    expect((await page('page=9&size=2')).items).toEqual([]);
  });

  it('marks a message handled, by whom and when, and new again', async () => {
    const [newest] = (await page('size=1')).items;
    const id = newest?.id ?? 0;
    const marked = await handled(id, 'PUT');
    expect(marked.statusCode).toBe(200);
    expect(marked.json<FeedbackItem>()).toEqual(
      expect.objectContaining({ id, handledAt: expect.any(String), handledBy: 'Ravi Admin' }),
    );
    // Twice changes nothing more.
    const again = await handled(id, 'PUT');
    expect(again.json<FeedbackItem>().handledAt).toBe(marked.json<FeedbackItem>().handledAt);

    expect(await getJson<FeedbackCounts>(t, COUNTS, admin)).toEqual({ new: 4, handled: 1 });
    const fresh = await page('status=new');
    expect([fresh.total, fresh.items.map((item) => item.id)]).toEqual([
      4,
      expect.not.arrayContaining([id]),
    ]);
    const done = await page('status=handled');
    expect([done.total, done.items.map((item) => item.id)]).toEqual([1, [id]]);

    const reopened = await handled(id, 'DELETE');
    expect(reopened.json<FeedbackItem>()).toEqual(
      expect.objectContaining({ id, handledAt: null, handledBy: null }),
    );
    expect(await getJson<FeedbackCounts>(t, COUNTS, admin)).toEqual({ new: 5, handled: 0 });
  });

  it('answers 404 for a message that does not exist, and 400 for an id that is no id', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      const missing = await handled(999_999, method);
      expect([missing.statusCode, missing.json()]).toEqual([
        404,
        { message: 'No message has this number.' },
      ]);
    }
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${INBOX}/abc/handled`,
      headers: bearer(admin),
    });
    expect(bad.statusCode).toBe(400);
  });

  it.each(['status=old', 'page=0', 'size=101'])('refuses ?%s with 400', async (query) => {
    const response = await t.app.inject({ url: `${INBOX}?${query}`, headers: bearer(admin) });
    expect(response.statusCode).toBe(400);
  });

  it('is for admins only: 401 without a session, 403 for officers and citizens', async () => {
    const calls = [
      { method: 'GET', url: INBOX },
      { method: 'GET', url: COUNTS },
      { method: 'PUT', url: `${INBOX}/1/handled` },
      { method: 'DELETE', url: `${INBOX}/1/handled` },
    ] as const;
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode).toBe(401);
      for (const token of [officer, citizen]) {
        expect((await t.app.inject({ ...call, headers: bearer(token) })).statusCode).toBe(403);
      }
    }
    const rows = await t.db.selectFrom('feedback').select('handled_at').execute();
    expect(rows.every((row) => row.handled_at === null)).toBe(true);
  });
});
