import DEMO_COUNCIL from '@council/site-config/demo-council.json';
import {
  AccountPaths,
  HOME_DESIGNATIONS,
  OFFICIALS_PAGE_DESIGNATIONS,
  PagedPaths,
} from '@council/contract';
import { testDatabases } from '../testing/databases';
import { getJson, tableCounts } from '../testing/requests';
import { isJpeg, isPdf } from '../testing/samples';
import { createTestApp, type TestApp } from '../testing/testApp';
import { seedDemo } from './seedDemo';

// Every designation a public page asks for: the demo council must have officials for each.
const LIST_DESIGNATIONS = Object.values(OFFICIALS_PAGE_DESIGNATIONS).flat();

describe.each(testDatabases())('the demo council on %s', (dialect) => {
  let t: TestApp;
  let citizenToken: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    expect(await seedDemo(t.db, 'demo-password')).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Account/login',
      payload: { email: 'citizen@demo.local', password: 'demo-password' },
    });
    citizenToken = login.json().token;
  });
  afterAll(() => t.close());

  it('names the demo accounts and gives the citizen a mobile number', async () => {
    const mine = await t.app.inject({
      method: 'GET',
      url: AccountPaths.myAccount,
      headers: { authorization: `Bearer ${citizenToken}` },
    });
    expect(mine.json()).toEqual({
      name: 'Demo Citizen',
      email: 'citizen@demo.local',
      mobile: '9000000001',
      role: 'user',
      emailVerified: true,
    });
    const admin = await t.db
      .selectFrom('account')
      .select(['name', 'mobile', 'role'])
      .where('email', '=', 'admin@demo.local')
      .executeTakeFirst();
    expect(admin).toEqual({ name: 'Demo Administrator', mobile: '', role: 'admin' });
  });

  it('seeds only once', async () => {
    const before = await tableCounts(t);
    expect(await seedDemo(t.db, 'demo-password')).toBe(false);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('has slides, about entries, gallery and press releases with images', async () => {
    for (const [path, key, least] of [
      ['slider', 'sliderPath', 3],
      ['about', 'photoPath', 2],
      ['gallery', 'photoPath', 4],
      ['press-release', 'photoPath', 3],
    ] as const) {
      const items = await getJson(t, `/api/Public/${path}`);
      expect(items.length).toBeGreaterThanOrEqual(least);
      expect(items.every((item) => isJpeg(item[key] as string))).toBe(true);
    }
  });

  it('gives the wide sample images WebP renditions, as uploads get them', async () => {
    const slide = await t.db
      .selectFrom('slider')
      .select('image_file_id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const renditions = await t.db
      .selectFrom('stored_file')
      .select(['media_type', 'rendition_width'])
      .where('original_file_id', '=', slide.image_file_id)
      .orderBy('rendition_width')
      .execute();
    // The slides are 1280 pixels wide: 320 and 640 are narrower.
    expect(renditions).toEqual([
      { media_type: 'image/webp', rendition_width: 320 },
      { media_type: 'image/webp', rendition_width: 640 },
    ]);
  });

  it('has officials for every designation the public pages ask for, with photos', async () => {
    const query = (designations: readonly string[], home: string) =>
      `/api/Public/minister-officer-employee-by-designations?home=${home}&${designations.map((d) => `designations=${encodeURIComponent(d)}`).join('&')}`;
    const home = await getJson(t, query(HOME_DESIGNATIONS, 'Yes'));
    expect(new Set(home.map((official) => official.designation))).toEqual(
      new Set(HOME_DESIGNATIONS),
    );
    for (const designation of LIST_DESIGNATIONS) {
      const officials = await getJson(t, query([designation], 'All'));
      expect(officials.length).toBeGreaterThan(0);
      expect(isJpeg(officials[0]?.photoPath as string)).toBe(true);
    }
  });

  it('has active and past tenders with PDF documents, and published documents', async () => {
    const tenders = await getJson(t, '/api/Public/tender');
    const today = new Date().toISOString().slice(0, 10);
    expect(tenders.some((tender) => String(tender.last_date_of_submission) > today)).toBe(true);
    expect(tenders.some((tender) => String(tender.last_date_of_submission) < today)).toBe(true);
    // A council lists only tenders it has published: none is dated after today.
    expect(tenders.every((tender) => String(tender.publish_date).slice(0, 10) <= today)).toBe(true);
    expect(tenders.every((tender) => isPdf(tender.file as string))).toBe(true);
    for (const path of ['notice', 'circular', 'officeorder']) {
      const documents = await getJson(t, `/api/Public/${path}`);
      expect(documents.length).toBeGreaterThanOrEqual(2);
      expect(documents.every((document) => isPdf(document.filePath as string))).toBe(true);
    }
    expect((await getJson(t, '/api/Public/latest-news')).length).toBeGreaterThanOrEqual(3);
  });

  it('fills the archive with items of several kinds and years, and keeps current ones listed (issue 20)', async () => {
    const years = await getJson<Record<string, { year: number; count: number }[]>>(
      t,
      PagedPaths.public.archive,
    );
    const kinds = Object.entries(years).filter(([, found]) => found.length > 0);
    expect(kinds.length).toBeGreaterThanOrEqual(5);
    const allYears = new Set(Object.values(years).flatMap((found) => found.map((y) => y.year)));
    expect(allYears.size).toBeGreaterThanOrEqual(2);
    // An archived notice is off the current list; one with a later date is on it.
    const current = await getJson(t, '/api/Public/notice');
    const titles = current.map((notice) => notice.title);
    expect(titles).not.toContain('Holi: water supply timings');
    expect(titles).toContain('Property tax: last date extended');
  });

  it('writes most content in Hindi too, and leaves a few in English only (issue 19)', async () => {
    const DEVANAGARI = /[\u0900-\u097f]/;
    const withFallback: string[] = [];
    for (const [path, fields] of [
      ['notice', ['titleHindi', 'descriptionHindi']],
      ['circular', ['titleHindi', 'descriptionHindi']],
      ['officeorder', ['titleHindi', 'descriptionHindi']],
      ['latest-news', ['titleHindi', 'descriptionHindi']],
      ['tender', ['titleHindi', 'descriptionHindi']],
      ['press-release', ['titleHindi', 'descriptionHindi']],
      ['gallery', ['titleHindi', 'descriptionHindi']],
      ['minister-officer-employee-by-designations', ['nameHindi', 'designationHindi']],
    ] as const) {
      const items = await getJson(t, `/api/Public/${path}`);
      const inHindi = items.filter((item) =>
        fields.every((field) => DEVANAGARI.test(String(item[field]))),
      );
      const englishOnly = items.filter((item) => fields.every((field) => item[field] === null));
      expect({ path, most: inHindi.length > items.length / 2 }).toEqual({ path, most: true });
      if (englishOnly.length > 0) withFallback.push(path);
      expect(inHindi.length + englishOnly.length).toBe(items.length);
    }
    expect(withFallback.length).toBeGreaterThanOrEqual(5);
    // Every slide has its caption in both languages; the about page is wholly in Hindi too.
    for (const slide of await getJson(t, '/api/Public/slider')) {
      expect(slide.caption).toEqual(expect.any(String));
      expect(slide.captionHindi).toMatch(DEVANAGARI);
    }
    for (const entry of await getJson(t, '/api/Public/about')) {
      expect(entry.nameHindi).toMatch(DEVANAGARI);
      expect(entry.descriptionHindi).toMatch(DEVANAGARI);
    }
    const [chairman] = await getJson(
      t,
      '/api/Public/minister-officer-employee-by-designations?designations=Chairman',
    );
    expect(chairman).toMatchObject({ designation: 'Chairman', designationHindi: 'मुख्य पार्षद' });
    // The demo's Hindi is found by a Hindi word, as a reader would search for it.
    const hits = await getJson(t, `/api/Public/search?q=${encodeURIComponent('जलापूर्ति')}`);
    expect(hits.map((hit) => hit.kind)).toContain('notice');
  });

  it('gives the demo citizen complaints in every status, and the lookups to file more', async () => {
    const complaints = await getJson(t, '/api/User/complaint?statusFilter=All', citizenToken);
    expect(new Set(complaints.map((complaint) => complaint.status))).toEqual(
      new Set(['Open', 'Pending', 'Resolved', 'Rejected', 'Closed']),
    );
    for (const path of ['grievance', 'district', 'ward', 'ulb']) {
      expect((await getJson(t, `/api/User/${path}`, citizenToken)).length).toBeGreaterThanOrEqual(
        2,
      );
    }
  });

  it("lists the demo council's own district and ULB under the ids its configuration names", async () => {
    // The complaint form sends these ids without asking (packages/site-config demo-council.json).
    expect(await getJson(t, '/api/User/district', citizenToken)).toContainEqual({
      id: DEMO_COUNCIL.district.id,
      districtNameEnglish: DEMO_COUNCIL.district.name,
    });
    expect(await getJson(t, '/api/User/ulb', citizenToken)).toContainEqual({
      id: DEMO_COUNCIL.ulb.id,
      ulbName: DEMO_COUNCIL.ulb.name,
    });
  });
});
