import { PagedPaths } from '@council/contract';
import { storeFile } from '../files/storedFiles';
import { testDatabases } from '../testing/databases';
import { insertComplaint } from '../testing/fixtures';
import { getJson } from '../testing/requests';
import { isJpeg, smallPhoto } from '../testing/samples';
import { createTestApp, signedIn, type TestApp } from '../testing/testApp';

type Item = Record<string, unknown>;
const CITIZEN_TEXT = {
  suggestion: 'Please repair it',
  landmark: 'Near the school',
  additional_information: 'Dark for a week',
};

describe.each(testDatabases())("the citizen's words in public lists on %s", (dialect) => {
  let t: TestApp;
  let citizen: { id: number; token: string };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    citizen = await signedIn(t, 'citizen@council.local', 'user');
    const photo = { mediaType: 'image/jpeg' as const, content: await smallPhoto() };
    const filed = [
      // name, status, accepted_at, hidden, due date
      ['waiting', 'Open', null, 0, '2025-01-20'],
      ['accepted', 'Resolved', '2025-01-12T10:00:00.000Z', 0, '2025-01-20'],
      ['hidden', 'Pending', '2025-01-12T10:00:00.000Z', 1, '2999-01-20'],
    ] as const;
    for (const [index, [name, status, acceptedAt, hidden, due]] of filed.entries()) {
      const id = await insertComplaint(t.db, citizen.id, status);
      ids[name] = id;
      await t.db
        .updateTable('complaint')
        .set({
          entry_date: `2025-01-1${index}T08:00:00.000Z`,
          accepted_at: acceptedAt,
          citizen_text_hidden: hidden,
          due_date: due,
          public_image_1_file_id: await storeFile(t.db, photo),
          action_image_1_file_id: await storeFile(t.db, photo),
          action_by: 'Sanitary Inspector',
        })
        .where('id', '=', id)
        .execute();
    }
  });
  afterAll(() => t.close());

  const byId = (items: Item[]) => new Map(items.map((item) => [item.id as number, item]));
  const shownText = (item: Item | undefined) => ({
    suggestion: item?.your_Suggestion,
    landmark: item?.landmark,
    additional_information: item?.additional_Information,
  });
  const blank = { suggestion: '', landmark: '', additional_information: '' };

  it('shows them by page only once staff accepted the complaint and did not hide them', async () => {
    const page = await getJson<{ items: Item[] }>(t, PagedPaths.public.complaints);
    const items = byId(page.items);
    expect(shownText(items.get(ids.waiting as number))).toEqual(blank);
    expect(shownText(items.get(ids.hidden as number))).toEqual(blank);
    expect(shownText(items.get(ids.accepted as number))).toEqual(CITIZEN_TEXT);
    for (const name of ['waiting', 'hidden']) {
      expect(items.get(ids[name] as number)).toMatchObject({
        pub_Image_1: null,
        action_Image_1: { url: expect.stringMatching(/^\/api\/files\//) },
        action_By: 'Sanitary Inspector',
      });
    }
    expect(items.get(ids.accepted as number)?.pub_Image_1).toMatchObject({
      url: expect.any(String),
    });
    expect(JSON.stringify(page)).not.toMatch(/citizen@|account/);
  });

  it('shows them in the whole public list as the paged one does', async () => {
    const items = byId(await getJson<Item[]>(t, '/api/Public/complaint'));
    expect(shownText(items.get(ids.waiting as number))).toEqual(blank);
    expect(shownText(items.get(ids.hidden as number))).toEqual(blank);
    expect(shownText(items.get(ids.accepted as number))).toEqual(CITIZEN_TEXT);
    expect(items.get(ids.waiting as number)?.pub_Image_1).toBeNull();
    expect(isJpeg(items.get(ids.waiting as number)?.action_Image_1 as string)).toBe(true);
    expect(isJpeg(items.get(ids.accepted as number)?.pub_Image_1 as string)).toBe(true);
  });

  it('gives the citizen who filed them all their words and photos', async () => {
    const page = await getJson<{ items: Item[] }>(t, PagedPaths.user.complaints, citizen.token);
    const whole = await getJson<Item[]>(t, '/api/User/complaint', citizen.token);
    for (const items of [byId(page.items), byId(whole)]) {
      for (const id of Object.values(ids)) {
        expect(shownText(items.get(id))).toEqual(CITIZEN_TEXT);
        expect(items.get(id)?.pub_Image_1).not.toBeNull();
      }
    }
  });

  it('numbers each paged item and says when it is due and whether it is overdue', async () => {
    for (const [url, token] of [
      [PagedPaths.public.complaints, undefined],
      [PagedPaths.user.complaints, citizen.token],
    ] as const) {
      const items = byId((await getJson<{ items: Item[] }>(t, url, token)).items);
      const facts = (name: string) => {
        const item = items.get(ids[name] as number);
        return { number: item?.number, dueDate: item?.dueDate, overdue: item?.overdue };
      };
      const number = (name: string) => `TNP/2025/${String(ids[name]).padStart(6, '0')}`;
      // Open and past its due date: overdue. Resolved: never. Due in 2999: not yet.
      expect(facts('waiting')).toEqual({
        number: number('waiting'),
        dueDate: '2025-01-20',
        overdue: true,
      });
      expect(facts('accepted')).toEqual({
        number: number('accepted'),
        dueDate: '2025-01-20',
        overdue: false,
      });
      expect(facts('hidden')).toEqual({
        number: number('hidden'),
        dueDate: '2999-01-20',
        overdue: false,
      });
    }
  });
});
