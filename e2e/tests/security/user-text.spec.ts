// Text that people type (titles, descriptions, complaint fields) is shown as text wherever the
// site shows it, in tables and in popups: never parsed as HTML, never run.
// Two layers: our API refuses markup in text fields (checked against the running API), and the
// frontends show whatever a backend answers as text. DECISIONS.md lets a council point the
// frontends at its own backend, which may hold anything: the second layer is checked by handing
// the screens the real API's answers with markup written into every text field.
import type { Page, Route } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { ACCOUNTS } from '../../support/pages/LoginPage';
import { URLS } from '../../support/site';

const HOSTILE = '<img src=x onerror=alert(1)><script>alert(2)</script><svg onload=alert(3)>';
// Passes the API's markup check, and would read differently if it were parsed as HTML.
const ENTITIES = `&lt;img src=x onerror=alert(1)&gt; a <3 b & c > d ${Date.now().toString(36)}`;

async function tokenOf(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${URLS.api}/api/Account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(response.status, 'sign-in through the API').toBe(200);
  return ((await response.json()) as { token: string }).token;
}

function call(token: string, pathname: string, init: RequestInit = {}) {
  return fetch(`${URLS.api}${pathname}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
  });
}

const json = (value: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});

/** Every text field of the first items of a list answer (SPEC.md's arrays and `data`, or a
 * page's `items`) gets the markup (dates, files and statuses stay, so that the screens still work). */
function poison(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item, index) => (index < 3 ? poison(item) : item));
  if (!value || typeof value !== 'object') return value;
  if ('data' in value && Array.isArray(value.data)) return { ...value, data: poison(value.data) };
  if ('items' in value && Array.isArray(value.items)) {
    return { ...value, items: poison(value.items) };
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      typeof field === 'string' &&
      !/status|date|path|file|photo|image|url|link/i.test(key) &&
      !/^\d{4}-\d{2}-\d{2}/.test(field) &&
      field.length < 300
        ? `${HOSTILE} ${key}`
        : field,
    ]),
  );
}

/** The browser gets the API's real answers with markup in their text fields. */
async function hostileBackend(page: Page): Promise<void> {
  await page.route(`${URLS.api}/api/**`, async (route: Route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const body = (await response.json().catch(() => undefined)) as unknown;
    if (body === undefined) return route.fulfill({ response });
    return route.fulfill({ response, json: poison(body) });
  });
}

/** The markup shows as text, nothing it describes exists, and no dialog opened. */
async function expectShownAsText(page: Page, dialogs: string[], where = page.getByRole('main')) {
  await expect(where.getByText(HOSTILE).first()).toBeVisible();
  await expect(
    page.locator('img[src="x"], svg[onload], script:not([src]):not([type])'),
  ).toHaveCount(0);
  expect(dialogs, 'no dialog may open').toEqual([]);
}

test.describe('user text renders as text', () => {
  let dialogs: string[] = [];
  test.beforeEach(async ({ page }) => {
    dialogs = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  });

  test('our API refuses markup in titles, descriptions and complaint fields', async () => {
    const admin = await tokenOf(ACCOUNTS.admin);
    const news = await call(
      admin,
      '/api/Admin/latest-news',
      json({ title: HOSTILE, description: 'x' }),
    );
    expect(news.status).toBe(400);
    expect(await news.text()).toContain('must not contain HTML tags');
    const newsText = await call(
      admin,
      '/api/Admin/latest-news',
      json({ title: 'x', description: HOSTILE }),
    );
    expect(newsText.status).toBe(400);
    const notice = new FormData();
    notice.set('Notice.title', HOSTILE);
    const noticeAnswer = await call(admin, '/api/Admin/notice', { method: 'POST', body: notice });
    expect(noticeAnswer.status).toBe(400);

    const citizen = await tokenOf(ACCOUNTS.citizen);
    const complaint = new FormData();
    complaint.set('Complaint.Landmark', HOSTILE);
    complaint.set('Complaint.Your_Suggestion', HOSTILE);
    const complaintAnswer = await call(citizen, '/api/User/add-complaint', {
      method: 'POST',
      body: complaint,
    });
    expect(complaintAnswer.status).toBe(400);
  });

  test('text that looks like markup is stored and shown literally on /latestnews', async ({
    page,
  }) => {
    const admin = await tokenOf(ACCOUNTS.admin);
    const created = await call(
      admin,
      '/api/Admin/latest-news',
      json({ title: ENTITIES, description: ENTITIES }),
    );
    expect(created.ok, await created.clone().text()).toBe(true);
    const list = (await (await call(admin, '/api/Admin/latest-news')).json()) as {
      id: number;
      title: string;
    }[];
    const item = list.find((entry) => entry.title === ENTITIES);
    expect(item, 'stored as sent').toBeDefined();
    try {
      await page.goto('/latestnews');
      await expect(
        page.getByRole('main').getByText(ENTITIES, { exact: true }).first(),
      ).toBeVisible();
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      expect(dialogs).toEqual([]);
    } finally {
      await call(admin, `/api/Admin/latest-news/${item?.id}`, { method: 'DELETE' });
    }
  });

  // The server renders these pages from the real API, which refuses markup; the hostile backend
  // is met by the browser, when the screen is opened from another page.
  for (const path of [
    '/home',
    '/about',
    '/notice',
    '/circulars',
    '/latestnews',
    '/officeorder',
    '/currenttender',
    '/employeelist',
    '/pressrelease',
    '/photogallery',
  ]) {
    test(`a backend's markup shows as text on ${path}`, async ({ page, site }) => {
      await hostileBackend(page);
      await page.goto('/contactus');
      await site.navigateInPage(path);
      await expectShownAsText(page, dialogs);
    });
  }

  test("a backend's markup shows as text in /viewgrievance's table and popup", async ({
    page,
    site,
  }) => {
    await hostileBackend(page);
    await page.goto('/contactus');
    await site.navigateInPage('/viewgrievance');
    await expectShownAsText(page, dialogs);
    await page
      .getByRole('button', { name: /^View More about complaint/ })
      .first()
      .click();
    await expectShownAsText(page, dialogs, page.getByRole('dialog'));
  });

  test("a backend's markup shows as text in the citizen's /inquiry and its popup", async ({
    page,
    loginPage,
    site,
  }) => {
    await hostileBackend(page);
    await loginPage.signInAs(ACCOUNTS.citizen);
    // In-page: a page load would come rendered by the server, from the real API.
    await site.navigateInPage('/inquiry');
    await expectShownAsText(page, dialogs);
    await page
      .getByRole('main')
      .getByRole('button', { name: /View More/ })
      .first()
      .click();
    await expectShownAsText(page, dialogs, page.getByRole('dialog'));
  });

  test("a backend's markup shows as text in the admin's /editnotice and /edittender", async ({
    page,
    loginPage,
    site,
  }) => {
    await hostileBackend(page);
    await loginPage.signInAs(ACCOUNTS.admin);
    await site.navigateInPage('/editnotice');
    await expectShownAsText(page, dialogs);
    await site.navigateInPage('/edittender');
    await expectShownAsText(page, dialogs);
  });
});
