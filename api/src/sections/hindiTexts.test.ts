import { testDatabases } from '../testing/databases';
import { HINDI_SECTIONS, type HindiSection } from '../testing/hindiSections';
import { getJson, tableCounts } from '../testing/requests';
import { createTestApp, signedIn, type TestApp } from '../testing/testApp';

/** Two Hindi texts, one per field of a section (a conjunct with ZWJ in the second). */
const SAMPLES = ['जलापूर्ति बाधित', 'वार्ड 4 में रविवार को पानी नहीं आएगा। क्\u200dष'];

/** The section's Hindi texts by wire name, from the samples or a given value. */
function hindiWire(section: HindiSection, value?: string | null): Record<string, string | null> {
  return Object.fromEntries(
    Object.keys(section.hindi).map((wire, index) => [
      wire,
      value === undefined ? (SAMPLES[index] ?? '') : value,
    ]),
  );
}
/** The same by the body's field names. */
function hindiBody(section: HindiSection, wire: Record<string, string | null>) {
  return Object.fromEntries(
    Object.entries(wire).map(([name, value]) => [section.hindi[name]?.field ?? name, value]),
  );
}

type Item = Record<string, unknown>;

describe.each(testDatabases())('the Hindi texts of each section (issue 19) on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = (await signedIn(t, 'admin@council.local', 'admin')).token;
  });
  afterAll(() => t.close());

  describe.each(HINDI_SECTIONS)('/$name', (section) => {
    let id = 0;
    const save = async (method: 'POST' | 'PUT', values: Record<string, string | null>) =>
      section.save(t, admin, method, method === 'POST' ? 0 : id, values, await section.file?.());
    /** The record as the admin's paged list answers it. */
    const paged = async (): Promise<Item | undefined> =>
      (await getJson<{ items: Item[] }>(t, `${section.adminPage}?size=100`, admin)).items.find(
        (item) => item.id === id,
      );
    const hindiOf = (item: Item | undefined) =>
      Object.fromEntries(Object.keys(section.hindi).map((wire) => [wire, item?.[wire]]));

    it('creates with its Hindi texts, and every list and page answers them', async () => {
      const response = await save('POST', {
        ...section.english(1),
        ...hindiBody(section, hindiWire(section)),
      });
      expect(response.statusCode).toBe(201);
      const created = response.json<Item>();
      id = created.id as number;
      expect(hindiOf(created)).toEqual(hindiWire(section));
      const find = (items: Item[]) => items.find((item) => item.id === id);
      const reads = {
        public: find(await getJson(t, section.publicList)),
        admin: find(await getJson(t, `/api/Admin/${section.path}`, admin)),
        adminPage: await paged(),
        publicPage: find(
          (await getJson<{ items: Item[] }>(t, `${section.publicPage}?size=100`)).items,
        ),
        ...(section.publicItem
          ? { publicItem: await getJson<Item>(t, `${section.publicPage}/${id}`) }
          : {}),
      };
      for (const [read, item] of Object.entries(reads)) {
        expect({ read, hindi: hindiOf(item) }).toEqual({ read, hindi: hindiWire(section) });
      }
    });

    it("keeps them on an update that does not send them (a SPEC.md client's)", async () => {
      const response = await save('PUT', section.english(2));
      expect(response.statusCode).toBe(200);
      expect(hindiOf(response.json())).toEqual(hindiWire(section));
      expect(hindiOf(await paged())).toEqual(hindiWire(section));
    });

    it('clears one sent empty and keeps the other; a new text replaces', async () => {
      const [first, second] = Object.keys(section.hindi) as [string, string];
      const cleared = await save('PUT', {
        ...section.english(3),
        ...hindiBody(section, { [first]: '' }),
      });
      expect(cleared.statusCode).toBe(200);
      const expected = { [first]: null, [second]: SAMPLES[1] };
      expect(hindiOf(cleared.json())).toEqual(expected);
      expect(hindiOf(await paged())).toEqual(expected);

      const replaced = await save('PUT', {
        ...section.english(4),
        ...hindiBody(section, { [first]: '  नया शीर्षक  ', [second]: null }),
      });
      expect(hindiOf(replaced.json())).toEqual({ [first]: 'नया शीर्षक', [second]: null });
    });

    it("refuses a Hindi text over its English twin's limit with a 400, changing nothing", async () => {
      await save('PUT', { ...section.english(5), ...hindiBody(section, hindiWire(section)) });
      const before = await paged();
      for (const [wire, { max, label }] of Object.entries(section.hindi)) {
        const tooLong = hindiBody(section, { [wire]: 'क'.repeat(max + 1) });
        const update = await save('PUT', { ...section.english(6), ...tooLong });
        expect([update.statusCode, update.json()]).toEqual([
          400,
          { message: `${label} must have at most ${max} characters.` },
        ]);
        expect(await paged()).toEqual(before);

        const counts = await tableCounts(t);
        const create = await save('POST', { ...section.english(7), ...tooLong });
        expect(create.statusCode).toBe(400);
        expect(await tableCounts(t)).toEqual(counts);
      }
      // Exactly the limit is a text like any other.
      const [first, { max }] = Object.entries(section.hindi)[0] as [string, { max: number }];
      const atLimit = await save('PUT', {
        ...section.english(8),
        ...hindiBody(section, { [first]: 'क'.repeat(max) }),
      });
      expect(atLimit.statusCode).toBe(200);
    });

    it('refuses markup and hidden direction marks as in English', async () => {
      const [first, { label }] = Object.entries(section.hindi)[0] as [string, { label: string }];
      const before = await paged();
      for (const [text, why] of [
        ['<b>सूचना</b>', 'must not contain HTML tags'],
        ['सूचना\u202e', 'contains a character that is not allowed'],
      ] as const) {
        const response = await save('PUT', {
          ...section.english(9),
          ...hindiBody(section, { [first]: text }),
        });
        expect([response.statusCode, response.json()]).toEqual([
          400,
          { message: `${label} ${why}.` },
        ]);
      }
      expect(await paged()).toEqual(before);
    });

    it('answers null for each Hindi text of a record saved without them', async () => {
      const response = await save('POST', section.english(10));
      expect(response.statusCode).toBe(201);
      const created = response.json<Item>();
      for (const wire of Object.keys(section.hindi)) expect(created).toHaveProperty(wire, null);
      const item = (
        await getJson<{ items: Item[] }>(t, `${section.adminPage}?size=100`, admin)
      ).items.find((row) => row.id === created.id);
      expect(hindiOf(item)).toEqual(hindiWire(section, null));
    });
  });
});
