import { chunksWith } from '../../support/bundles';
import { expect, test } from '../../support/fixtures';
import { siteControl, URLS } from '../../support/site';

/** A stored file's own address on the API: /api/files/{id}/{digest}/{name}. */
const FILE_URL = `${URLS.api}/api/files/\\d+/[0-9a-f]{16}/[^/]+`;

// What SPEC.md asks of the public screens beyond their texts, in a real browser on the demo data.

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the home carousel is 480px high, moves by keyboard and shows slides by their own URL, in sizes', async ({
    page,
  }) => {
    await page.goto('/home');
    const carousel = page.getByRole('region', { name: 'Pictures of the council' });
    const slide = carousel.locator('.ps-carousel-slide:not([hidden])');
    await expect(slide).toHaveCSS('height', '480px');
    const picture = slide.locator('img');
    // A smaller WebP rendition where srcset is not read; the browser picks from srcset.
    await expect(picture).toHaveAttribute('src', new RegExp(`^${FILE_URL}-\\d+w\\.webp$`));
    await expect(picture).toHaveAttribute('srcset', new RegExp(`^${FILE_URL} 320w, `));
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    // The controls sit under the picture: a slide's words at its foot stay in view (issue 17).
    const controls = await carousel.locator('.ps-carousel-controls').boundingBox();
    const shown = await slide.boundingBox();
    expect(controls?.y).toBeGreaterThanOrEqual((shown?.y ?? 0) + (shown?.height ?? 0));
    await carousel.getByRole('button', { name: 'Pause the slide show' }).click();
    await carousel.getByRole('button', { name: 'Next picture' }).focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('button', { name: 'Show picture 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await carousel.getByRole('button', { name: 'Show picture 3' }).focus();
    await page.keyboard.press('Space');
    await expect(carousel.getByRole('button', { name: 'Show picture 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test("a notice's document opens by its URL in a new tab, named {title}.pdf", async ({ page }) => {
    await page.goto('/notice');
    // A title of letters and digits only: the API drops from a file name what no file system
    // takes (':', '/', ...), and the name is then the title as it reads.
    const row = page
      .locator('main tbody tr')
      .filter({ has: page.locator('td:nth-child(2)', { hasText: /^[A-Za-z0-9 ]+$/ }) })
      .filter({ has: page.getByRole('link', { name: /^Download / }) })
      .first();
    // The title links to the notice's own page (issue 20): its cell is the title alone.
    const title = (await row.locator('td').nth(1).innerText()).trim();
    const link = row.getByRole('link', { name: /Download/ });
    await expect(link).toHaveAttribute('target', '_blank');
    const address = (await link.getAttribute('href')) ?? '';
    expect(address).toMatch(new RegExp(`^${FILE_URL}\\.pdf$`));

    const document = await page.request.get(address);
    expect(document.status()).toBe(200);
    expect(document.headers()['content-type']).toBe('application/pdf');
    expect(document.headers()['content-disposition']).toContain(`filename="${title}.pdf"`);

    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await expect.poll(() => tab.url()).toBe(address);
    await tab.close();
  });

  test('active and past tenders split by last date and time; the dialogs close by keyboard', async ({
    page,
  }) => {
    await page.goto('/currenttender');
    await page.locator('main tbody tr').first().waitFor();
    const active = await page.locator('main tbody tr td:nth-child(2)').allInnerTexts();
    await page.goto('/pasttender');
    await page.locator('main tbody tr').first().waitFor();
    const past = await page.locator('main tbody tr td:nth-child(2)').allInnerTexts();
    expect(active.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    expect(active.filter((title) => past.includes(title))).toEqual([]);

    await page.goto('/currenttender');
    const opener = page.getByRole('button', { name: /^Documents of / }).first();
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Tender Details' });
    await expect(dialog.getByText('Closing Date')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByRole('link', { name: 'Open this tender as a page' }).click();
    await expect(page).toHaveURL(/\/tender-details\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tender Details' })).toBeVisible();
  });

  test('the gallery is a grid in the page, four columns, groups sharing rows, captions whole', async ({
    page,
  }) => {
    await page.goto('/photogallery');
    const card = page.locator('.ps-gallery-card').first();
    await card.waitFor();
    // No box of its own to scroll: the page scrolls.
    await expect(page.locator('.ps-gallery')).toHaveCSS('overflow-y', 'visible');
    const columns = await page
      .locator('.ps-gallery')
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(4);
    // Small groups share a row: each takes a column a photo, and those that fit share the first.
    const firstRow = await page.locator('.ps-gallery-group').evaluateAll((groups) => {
      let room = 4;
      const tops: number[] = [];
      for (const group of groups) {
        const span = Math.min(group.querySelectorAll('.ps-gallery-card').length, 4);
        if (span > room) break;
        room -= span;
        tops.push(Math.round(group.getBoundingClientRect().top));
      }
      return tops;
    });
    expect(new Set(firstRow).size).toBe(1);
    const cropped = await page
      .locator('.ps-gallery-card .card-body')
      .evaluateAll(
        (bodies) => bodies.filter((body) => body.scrollHeight > body.clientHeight + 1).length,
      );
    expect(cropped).toBe(0);
  });

  test('the gallery overlay closes on the overlay, Escape and its button, not on the picture', async ({
    page,
  }) => {
    await page.goto('/photogallery');
    const opener = page.getByRole('button', { name: /^Enlarge / }).first();
    await opener.click();
    const overlay = page.locator('dialog.ps-lightbox');
    await expect(overlay).toBeVisible();
    await overlay.locator('img').click();
    await expect(overlay).toBeVisible();
    await overlay.click({ position: { x: 5, y: 5 } });
    await expect(overlay).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await opener.click();
    await overlay.getByRole('button', { name: 'Close picture' }).click();
    await expect(overlay).toBeHidden();
  });

  test("the gallery overlay goes through the page's photos by button and arrow keys, 'n of m'", async ({
    page,
  }) => {
    await page.goto('/photogallery');
    const total = await page.getByRole('button', { name: /^Enlarge / }).count();
    await page
      .getByRole('button', { name: /^Enlarge / })
      .first()
      .click();
    const overlay = page.locator('dialog.ps-lightbox');
    const count = overlay.locator('.ps-lightbox-count');
    await expect(count).toHaveText(`1 of ${total}`);
    await overlay.getByRole('button', { name: 'Next picture' }).click();
    await expect(count).toHaveText(`2 of ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(count).toHaveText(`3 of ${total}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(count).toHaveText(`${total} of ${total}`);
    await overlay.getByRole('button', { name: 'Previous picture' }).click();
    await expect(count).toHaveText(`${total - 1} of ${total}`);
    // Focus stays inside: the page behind is inert, Tab reaches only the overlay's buttons (past
    // the last, the browser's own controls).
    for (let press = 0; press < 5; press += 1) {
      await page.keyboard.press('Tab');
      const behind = await overlay.evaluate(
        (dialog) =>
          document.activeElement !== document.body && !dialog.contains(document.activeElement),
      );
      expect(behind).toBe(false);
    }
  });

  test('press releases scroll in a 400px area with 200px images from 992px', async ({ page }) => {
    await page.goto('/pressrelease');
    await expect(page.locator('.ps-press-scroll')).toHaveCSS('height', '400px');
    await expect(page.locator('.ps-press-image').first()).toHaveCSS('height', '200px');
    await page
      .getByRole('button', { name: /^Enlarge / })
      .first()
      .click();
    await expect(page.locator('dialog.ps-lightbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog.ps-lightbox')).toBeHidden();
  });

  test('the ticker advances every 5000 ms and rests while hovered', async ({ page }) => {
    await page.clock.install();
    await page.goto('/home');
    const headline = page.getByRole('region', { name: 'Breaking news' }).getByRole('link');
    const first = await headline.innerText();
    await page.clock.runFor(5000);
    await expect(headline).not.toHaveText(first);
    const second = await headline.innerText();
    await headline.hover();
    await page.clock.runFor(15000);
    await expect(headline).toHaveText(second);
  });

  test('the keyword search finds pages and published items', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('button', { name: /Search/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await dialog.getByLabel('Words to search for').fill('water');
    await dialog.getByLabel('Words to search for').press('Enter');
    await expect(dialog.getByRole('status')).toHaveText(/results? for "water"/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('chart.js is fetched only as the home pie chart nears the screen, never without a chart', async ({
    page,
    requests,
  }) => {
    const apps = await siteControl.apps();
    const chartChunks = chunksWith(apps['public-site'].root, /node_modules\/chart\.js\//).map(
      (file) => `${URLS['public-site']}/${file}`,
    );
    expect(chartChunks.length).toBeGreaterThan(0);
    const chartJsRequests = () =>
      requests.to(URLS['public-site']).filter((url) => chartChunks.includes(url));
    await page.goto('/notice');
    await page.locator('main table tbody tr').first().waitFor();
    expect(chartJsRequests()).toEqual([]);

    // On a phone the pie is well below the first screenful: the page settles without chart.js,
    // the chart's name (which lists the counts) already there for those who do not see it.
    await page.goto('/home');
    await expect(page.getByRole('region', { name: 'Pictures of the council' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Welcome to / })).toBeVisible();
    const chart = page.getByRole('img', { name: /^Complaints by status: / });
    await expect(chart).toBeAttached();
    await expect(chart).not.toBeInViewport();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(chartJsRequests()).toEqual([]);

    await chart.scrollIntoViewIfNeeded();
    await expect.poll(chartJsRequests).not.toEqual([]);
    await expect(chart).toBeVisible();
  });

  test('the ticker keeps one height whatever the length of its headline', async ({ page }) => {
    await page.clock.install();
    await page.goto('/home');
    const ticker = page.getByRole('region', { name: 'Breaking news' });
    const headline = ticker.getByRole('link');
    const heights = new Set<number | undefined>();
    const headlines = new Set<string>();
    for (let shown = 0; shown < 4; shown += 1) {
      const text = await headline.innerText();
      headlines.add(text);
      heights.add((await ticker.boundingBox())?.height);
      await page.clock.runFor(5000);
      await expect(headline).not.toHaveText(text);
    }
    // At this width the headlines need three or four lines at full length; all show in two.
    expect(headlines.size).toBe(4);
    expect([...heights]).toHaveLength(1);
  });

  test('the menu folds behind a toggle and the carousel is 140px high', async ({ page }) => {
    await page.goto('/home');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tenders' })).toBeHidden();
    await toggle.click();
    await page.getByRole('button', { name: 'Tenders' }).click();
    await page.getByRole('link', { name: 'Past Tenders' }).click();
    await expect(page).toHaveURL('/pasttender');
    await expect(page.getByRole('button', { name: 'Tenders' })).toBeHidden();
    await page.goto('/home');
    await expect(page.locator('.ps-carousel-hero .ps-carousel-slide:not([hidden])')).toHaveCSS(
      'height',
      '140px',
    );
  });

  test("an official's 'View More' opens the details modal, closed by Escape", async ({ page }) => {
    await page.goto('/wardparsad');
    await expect(page.getByRole('columnheader', { name: 'Email-ID' })).toBeHidden();
    const viewMore = page.getByRole('button', { name: /^View More about / }).first();
    await viewMore.click();
    const dialog = page.getByRole('dialog', { name: /^Details of / });
    await expect(dialog.getByText('Email-ID')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(viewMore).toBeFocused();
  });

  test('the gallery takes its narrow layout', async ({ page }) => {
    await page.goto('/photogallery');
    await page.locator('.ps-gallery-card').first().waitFor();
    const scroll = await page
      .locator('.ps-gallery')
      .evaluate((element) => getComputedStyle(element).overflowY);
    expect(scroll).toBe('visible');
  });

  test('a complaint opens its details from View More', async ({ page }) => {
    await page.goto('/viewgrievance');
    await page
      .getByRole('button', { name: /^View More about complaint / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Complaint Details' });
    await expect(dialog.getByText('Landmark')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
});
