import type { APIRequestContext, Page } from '@playwright/test';
import { PagedPaths } from '@council/contract/paths';
import { expect, test } from '../../support/fixtures';
import { ACCOUNTS } from '../../support/pages/LoginPage';
import { URLS } from '../../support/site';
import { AdminEditor } from '../admin/support/AdminEditor';
import { signInAsAdmin } from '../admin/support/signIn';

// Issue 14 in a real browser against the real API: lists by page with the page in the address,
// files by URL (a tender's PDF opens by its own address), images that do not move the page.

const GALLERY_TITLE = `Paging check ${Date.now().toString(36)}`;
/** One more than a page, so that the gallery has a second page whatever the demo holds. */
const ADDED_PHOTOS = 21;

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post(`${URLS.api}/api/Account/login`, { data: ACCOUNTS.admin });
  return ((await login.json()) as { token: string }).token;
}

/** The descriptions of one page of the gallery as the API lists it (its order, its page size). */
async function descriptionsOn(
  request: APIRequestContext,
  path: string,
  page: number,
  headers: Record<string, string> = {},
): Promise<string[]> {
  const answer = await request.get(`${URLS.api}${path}?page=${page}`, { headers });
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: { description: string }[] };
  return items.map(({ description }) => description);
}

/** The keys of the answers the server rendered the page with and handed over to the browser. */
async function handedOverKeys(page: Page): Promise<unknown[]> {
  const text = await page.locator('#first-screen-calls').textContent();
  const { queries } = JSON.parse(text ?? '{"queries":[]}') as { queries: { queryKey: unknown }[] };
  return queries.map(({ queryKey }) => queryKey);
}

/** A 1200 x 900 JPEG drawn by the browser, so that the API makes its 320 and 640 px renditions. */
async function drawLargePhoto(page: Page, shade: number): Promise<Buffer> {
  const base64 = await page.evaluate(async (hue) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 900;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = `hsl(${hue}, 60%, 50%)`;
    context.fillRect(0, 0, 1200, 900);
    context.fillStyle = '#ffffff';
    context.fillRect(300, 200, 600, 500);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.8),
    );
    if (!blob) throw new Error('the canvas gave no image');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  }, shade);
  return Buffer.from(base64, 'base64');
}

test.describe('lists by page and files by URL', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  const added: number[] = [];

  test.beforeAll(async ({ browser, request }) => {
    const page = await browser.newPage();
    await page.goto('about:blank');
    const token = await adminToken(request);
    for (let index = 0; index < ADDED_PHOTOS; index += 1) {
      const saved = await request.post(`${URLS.api}/api/Admin/gallery`, {
        headers: { Authorization: `Bearer ${token}` },
        multipart: {
          'Gallery.Id': '0',
          'Gallery.Title': GALLERY_TITLE,
          'Gallery.Description': `Photo ${index + 1}`,
          GalleryImage: {
            name: 'photo.jpg',
            mimeType: 'image/jpeg',
            buffer: await drawLargePhoto(page, index * 15),
          },
        },
      });
      expect(saved.status()).toBe(201);
      added.push(((await saved.json()) as { id: number }).id);
    }
    await page.close();
  });

  test.afterAll(async ({ request }) => {
    const token = await adminToken(request);
    for (const id of added) {
      await request.delete(`${URLS.api}/api/Admin/gallery/${id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    }
  });

  test("the gallery's second page opens by its address, from the server, and Back returns", async ({
    page,
    request,
    requests,
  }) => {
    const firstPage = await descriptionsOn(request, PagedPaths.public.gallery, 1);
    const secondPage = await descriptionsOn(request, PagedPaths.public.gallery, 2);
    expect(secondPage.length).toBeGreaterThan(0);
    // (A card's photo is decorative, alt=""; its description is the card's text.)
    const descriptions = page.locator('main .ps-gallery-card .card-text');
    const pages = page.getByRole('navigation', { name: 'Pages of Photo Gallery' });

    await page.goto('/photogallery?page=2');
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(descriptions).toHaveText(secondPage);
    // The API pages the list: the server asked it for the second page, not for every photo, and
    // handed that page over with the markup, so the browser asked the API for no list at all.
    expect(await handedOverKeys(page)).toContainEqual(['public', 'gallery', { page: 2 }]);
    expect(requests.to(URLS.api)).not.toContainEqual(
      expect.stringContaining(PagedPaths.public.gallery),
    );

    await pages.getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL(/\/photogallery$/);
    await expect(descriptions).toHaveText(firstPage);

    await page.goBack();
    await expect(page).toHaveURL(/\/photogallery\?page=2$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(descriptions).toHaveText(secondPage);
  });

  test("the admin's gallery editor keeps its page in the address too", async ({
    page,
    request,
    loginPage,
  }) => {
    const headers = { Authorization: `Bearer ${await adminToken(request)}` };
    const firstPage = await descriptionsOn(request, PagedPaths.admin.gallery, 1, headers);
    const secondPage = await descriptionsOn(request, PagedPaths.admin.gallery, 2, headers);
    expect(secondPage.length).toBeGreaterThan(0);
    await signInAsAdmin(loginPage);
    await page.waitForURL('**/dashboard');
    const editor = new AdminEditor(page);
    const pages = page.getByRole('navigation', { name: 'Pages of gallery photos' });
    // The description: the fourth column, after Edit/Delete, the photo and the title.
    const descriptions = editor.table.locator('tbody tr td:nth-child(4)');

    await editor.open('/editgallery?page=2', 'Gallery');
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(descriptions).toHaveText(secondPage);

    await pages.getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL(/\/editgallery$/);
    await expect(descriptions).toHaveText(firstPage);

    await page.goBack();
    await expect(page).toHaveURL(/\/editgallery\?page=2$/);
    await expect(descriptions).toHaveText(secondPage);
    await page.reload();
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(descriptions).toHaveText(secondPage);
  });

  test('gallery photos come in the size they are shown, the first at once, the rest lazily, with their size reserved', async ({
    page,
    requests,
  }) => {
    await page.goto('/photogallery');
    // The first photo is what a phone shows first, its largest paint: fetched at once.
    const first = page.locator('main img').first();
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    const photo = page.locator('main img').last();
    await expect(photo).toHaveAttribute('srcset', /320w/);
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toHaveAttribute('width', /^\d+$/);
    await expect(photo).toHaveAttribute('height', /^\d+$/);
    await expect(photo).toHaveJSProperty('complete', true);
    const files = requests.to(URLS.api).filter((url) => url.includes('/api/files/'));
    expect(files.length).toBeGreaterThan(0);
    // A card is at most a few hundred pixels wide: no photo is fetched at its camera size.
    expect(files.filter((url) => !/-\d+w\.webp$/.test(url))).toEqual([]);
  });

  test('nothing shifts while the gallery photos arrive late', async ({ page }) => {
    // The photos are held until the cards are laid out, however long the page takes on a busy
    // machine: what is measured is the photos arriving into a page already shown.
    let releasePhotos = () => {};
    const photosReleased = new Promise<void>((resolve) => {
      releasePhotos = resolve;
    });
    await page.route('**/api/files/**', async (route) => {
      await photosReleased;
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // Not waiting for the page's load: the first photo, fetched at once, holds that back.
    await page.goto('/photogallery', { waitUntil: 'domcontentloaded' });
    // The browser measures shifts here (else nothing would be counted and the check could not fail).
    expect(
      await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('layout-shift')),
    ).toBe(true);
    // The cards are laid out before their photos arrive: the late photos are what is measured.
    const photo = page.locator('main .ps-gallery-card img').first();
    await expect(page.locator('main .ps-gallery-card').first()).toBeVisible();
    expect(await photo.evaluate((image: HTMLImageElement) => image.complete)).toBe(false);
    releasePhotos();
    await expect(photo).toHaveJSProperty('complete', true);
    await page.waitForTimeout(1500);
    const total = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
    );
    expect(total).toBeLessThan(0.01);
  });

  test("a tender's PDF opens by its own address, cached for a year, named for the reader", async ({
    page,
  }) => {
    await page.goto('/currenttender');
    await page
      .getByRole('button', { name: /^Documents of / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Tender Details' });
    const link = dialog.locator('a[href*="/api/files/"]').first();
    await expect(link).toHaveAttribute('target', '_blank');
    const address = (await link.getAttribute('href')) ?? '';
    expect(address).toMatch(/\/api\/files\/\d+\/[0-9a-f]{16}\/.+\.pdf$/);

    const whole = await page.request.get(address);
    expect(whole.status()).toBe(200);
    expect(whole.headers()['content-type']).toBe('application/pdf');
    expect(whole.headers()['cache-control']).toContain('immutable');
    expect(whole.headers()['content-disposition']).toMatch(/^inline; filename=".+\.pdf"/);
    expect((await whole.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const part = await page.request.get(address, { headers: { Range: 'bytes=0-99' } });
    expect(part.status()).toBe(206);
    expect((await part.body()).length).toBe(100);

    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await expect.poll(() => tab.url()).toBe(address);
    await tab.close();
  });
});
