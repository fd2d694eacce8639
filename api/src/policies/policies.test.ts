import { PagedPaths, POLICY_PAGES, PolicyPaths, type PolicyPageWire } from '@council/contract';
import { testDatabases } from '../testing/databases';
import { getJson } from '../testing/requests';
import { bearer, createTestApp, signedIn, TEST_SITE, type TestApp } from '../testing/testApp';

const PUBLIC = PolicyPaths.public.page;
const ADMIN = PolicyPaths.admin.pages;

const EDIT = {
  title: 'Disclaimer (revised)',
  body: 'The council checks every notice.\n\n- Tenders: see the corrigenda.',
  titleHindi: 'अस्वीकरण (संशोधित)',
  bodyHindi: 'नगर परिषद हर सूचना की जाँच करती है।',
};

describe.each(testDatabases())('the website policies and help pages on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  let officer: string;
  let citizen: string;
  beforeEach(async () => {
    // Page cache off: each answer reads the database.
    t = await createTestApp(dialect, { traffic: { pageCacheMs: 0 } });
    admin = (await signedIn(t, 'admin@council.local', 'admin')).token;
    officer = (await signedIn(t, 'officer@council.local', 'officer')).token;
    citizen = (await signedIn(t, 'citizen@council.local', 'user')).token;
  });
  afterEach(() => t.close());

  const page = (key: string) => getJson<PolicyPageWire>(t, `${PUBLIC}/${key}`);
  const put = (key: string, payload: object, token = admin) =>
    t.app.inject({ method: 'PUT', url: `${ADMIN}/${key}`, payload, headers: bearer(token) });
  const reset = (key: string, token = admin) =>
    t.app.inject({ method: 'POST', url: `${ADMIN}/${key}/reset`, headers: bearer(token) });
  const lastUpdated = async () =>
    (await getJson<{ site: string | null; parts: Record<string, string | null> }>(
      t,
      PagedPaths.public.lastUpdated,
    )) as { site: string | null; parts: Record<string, string | null> };

  it('shows every page by default in English and Hindi, naming the configured council', async () => {
    for (const key of POLICY_PAGES) {
      const shown = await page(key);
      expect(shown).toMatchObject({ key, edited: false, updatedAt: null });
      expect(shown.title).not.toBe('');
      expect(shown.titleHindi).not.toBe('');
      // No place left unfilled, and the council named in both languages where the page names it.
      expect(`${shown.body} ${shown.bodyHindi}`).not.toMatch(/\{\w+\}/);
      expect(shown.body).not.toMatch(/Sundarpur/);
    }
    const copyright = await page('copyright-policy');
    expect(copyright.title).toBe('Copyright Policy');
    expect(copyright.body).toContain(`belongs to ${TEST_SITE.councilName}`);
    expect(copyright.body).toContain(TEST_SITE.contact.email);
    expect(copyright.body).toContain(TEST_SITE.contact.address);
    // The test council has no Hindi name: its English one in the Hindi text; its Hindi address.
    expect(copyright.bodyHindi).toContain(`${TEST_SITE.councilName} की है`);
    expect(copyright.bodyHindi).toContain(TEST_SITE.contact.addressHindi);
    expect((await page('hyperlinking-policy')).body).toContain(`(${TEST_SITE.url})`);
    expect((await page('disclaimer')).body).toContain(`call ${TEST_SITE.contact.phone}`);
    const archival = await page('content-archival-policy');
    expect(archival.body).toMatch(/"show until" date/);
    expect(archival.body).toContain('[Archive](/archive)');
    expect(archival.body).toMatch(/last date and time for bids/);
    expect(archival.body).toMatch(/deletes nothing/);
    const help = await page('help');
    expect(help.body).toMatch(/A-, A and A\+/);
    expect(help.body).toContain('[Screen Reader Access](/screen-reader-access)');
    expect((await page('accessibility-statement')).body).toMatch(/WCAG\) 2\.1 at level AA/);
  });

  it('answers 404 with a reason for a page the site does not have', async () => {
    for (const url of [`${PUBLIC}/cookies`, `${PUBLIC}/privacypolicy`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([response.statusCode, response.json()]).toEqual([
        404,
        { message: 'There is no such page among the website policies.' },
      ]);
    }
    const hindi = await t.app.inject({
      method: 'GET',
      url: `${PUBLIC}/cookies`,
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.json()).toEqual({ message: 'वेबसाइट नीतियों में ऐसा कोई पृष्ठ नहीं है।' });
    expect((await put('cookies', EDIT)).statusCode).toBe(404);
    expect((await reset('cookies')).statusCode).toBe(404);
  });

  it("keeps an admin's text, which the public page shows at once, and goes back to the default", async () => {
    const before = Date.now();
    const saved = await put('disclaimer', { ...EDIT, title: `  ${EDIT.title} ` });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ key: 'disclaimer', ...EDIT, edited: true });
    expect(Date.parse(saved.json().updatedAt)).toBeGreaterThanOrEqual(before);
    expect(await page('disclaimer')).toEqual(saved.json());
    // The others keep their default.
    expect((await page('help')).edited).toBe(false);

    const again = await put('disclaimer', { ...EDIT, body: 'Second text.' });
    expect(again.json().body).toBe('Second text.');
    const listed = await getJson<PolicyPageWire[]>(t, ADMIN, admin);
    expect(listed.map((row) => [row.key, row.edited])).toEqual(
      POLICY_PAGES.map((key) => [key, key === 'disclaimer']),
    );

    const restored = await reset('disclaimer');
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ title: 'Disclaimer', edited: false, updatedAt: null });
    expect(await page('disclaimer')).toEqual(restored.json());
    // Once more: nothing left to drop, the same default.
    expect((await reset('disclaimer')).json()).toEqual(restored.json());
  });

  it('keeps a page with no Hindi, both Hindi fields empty', async () => {
    const saved = await put('help', { ...EDIT, titleHindi: ' ', bodyHindi: '' });
    expect(saved.json()).toMatchObject({ titleHindi: '', bodyHindi: '', edited: true });
  });

  it("moves the pages' and the site's last update on a save and a reset, not on a reset of nothing", async () => {
    // The default texts are dated from the moment the database got them (migration 0012).
    const start = await lastUpdated();
    expect(Date.parse(start.parts.policies ?? '')).toBeLessThanOrEqual(Date.now());
    const before = Date.now();
    await put('terms-of-use', EDIT);
    const afterSave = await lastUpdated();
    expect(Date.parse(afterSave.parts.policies ?? '')).toBeGreaterThanOrEqual(before);
    expect(afterSave.site).toBe(afterSave.parts.policies);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await reset('terms-of-use');
    const afterReset = await lastUpdated();
    expect(Date.parse(afterReset.parts.policies ?? '')).toBeGreaterThan(
      Date.parse(afterSave.parts.policies ?? ''),
    );
    await reset('help');
    expect((await lastUpdated()).parts.policies).toBe(afterReset.parts.policies);
  });

  it.each([
    [{ ...EDIT, title: '  ' }, 'Please enter the title of the page.'],
    [{ ...EDIT, body: '\n\n' }, 'Please enter the text of the page.'],
    [{ ...EDIT, title: 'x'.repeat(151) }, 'The title must have at most 150 characters.'],
    [
      { ...EDIT, body: 'x'.repeat(20_001) },
      'The text of the page must have at most 20000 characters.',
    ],
    [{ ...EDIT, body: 'x'.repeat(30_000) }, 'body must have at most 21000 characters.'],
    [
      { ...EDIT, body: 'Read <script>alert(1)</script>' },
      'The text of the page must not contain HTML tags.',
    ],
    [
      { ...EDIT, titleHindi: 'शीर्षक\u202e' },
      'The Hindi title contains a character that is not allowed.',
    ],
    [
      { ...EDIT, bodyHindi: '<b>पाठ</b>' },
      'The Hindi text of the page must not contain HTML tags.',
    ],
    [
      { ...EDIT, bodyHindi: '' },
      'Give the Hindi title and the Hindi text together, or leave both empty.',
    ],
    [{ title: 'T', body: 'B', titleHindi: '' }, 'bodyHindi is required.'],
    [{ body: 'B', titleHindi: '', bodyHindi: '' }, 'title is required.'],
  ])('refuses with 400 and changes nothing (case %#)', async (payload, message) => {
    const before = (await lastUpdated()).parts.policies;
    const response = await put('disclaimer', payload);
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    expect((await page('disclaimer')).edited).toBe(false);
    expect((await lastUpdated()).parts.policies).toBe(before);
  });

  it('says a refusal in Hindi to a Hindi reader', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `${ADMIN}/disclaimer`,
      payload: { ...EDIT, title: '' },
      headers: { ...bearer(admin), 'accept-language': 'hi' },
    });
    expect(response.json()).toEqual({ message: 'कृपया पृष्ठ का शीर्षक दर्ज करें।' });
  });

  it('lets only admins list, save and reset the pages', async () => {
    for (const token of [officer, citizen]) {
      const list = await t.app.inject({ method: 'GET', url: ADMIN, headers: bearer(token) });
      expect([list.statusCode, list.json()]).toEqual([
        403,
        { message: 'This call is only for admin accounts.' },
      ]);
      expect((await put('disclaimer', EDIT, token)).statusCode).toBe(403);
      expect((await reset('disclaimer', token)).statusCode).toBe(403);
    }
    for (const request of [
      { method: 'GET' as const, url: ADMIN },
      { method: 'PUT' as const, url: `${ADMIN}/disclaimer`, payload: EDIT },
      { method: 'POST' as const, url: `${ADMIN}/disclaimer/reset` },
    ]) {
      expect((await t.app.inject(request)).statusCode).toBe(401);
    }
    expect((await page('disclaimer')).edited).toBe(false);
  });
});
