import { expect, test } from '../../support/fixtures';
import { declaredScreens } from '../../support/declaredScreens';

// Issue 17, 9: the menus offer only what leads somewhere; the pages still to come answer, and the
// sitemap (linked from the footer) lists them with every other public page.
const placeholders = (
  declaredScreens('public-site') as ({ module?: string } & ReturnType<typeof declaredScreens>[0])[]
).filter((screen) => screen.module === './ComingSoon');

test.use({ viewport: { width: 1280, height: 800 } });

test('no menu entry is a "coming soon" dead end', async ({ page, site }) => {
  expect(placeholders.length).toBeGreaterThan(0);
  await page.goto('/home');
  const menu = site.header.getByRole('navigation', { name: 'Main menu' });
  const hrefs = new Set<string>();
  for (const button of await menu.getByRole('button').all()) {
    await button.click();
    await expect(menu.getByText(/coming soon/i)).toHaveCount(0);
    for (const link of await menu.getByRole('link').all()) {
      const href = await link.getAttribute('href');
      if (href?.startsWith('/')) hrefs.add(href);
    }
  }
  expect(hrefs.size).toBeGreaterThan(10);
  for (const { path } of placeholders) expect([...hrefs]).not.toContain(path);

  // Each entry leads to a page of its own, none of them a page still to come.
  for (const href of hrefs) {
    await site.navigateInPage(href.split('?')[0] ?? href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByText(/coming soon/i)).toHaveCount(0);
  }
});

test('the sitemap, linked from the footer, lists the pages still to come among the rest', async ({
  page,
  site,
}) => {
  await page.goto('/home');
  await site.footer.getByRole('link', { name: 'Sitemap' }).click();
  await expect(page).toHaveURL('/sitemap');
  await expect(site.heading('Sitemap')).toBeVisible();
  await expect(page).toHaveTitle(/^Sitemap/);

  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Notice', exact: true })).toHaveAttribute(
    'href',
    '/notice',
  );
  await expect(main.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/register',
  );
  for (const { path, title } of placeholders) {
    const entry = main.getByRole('listitem').filter({ has: page.locator(`a[href="${path}"]`) });
    await expect(entry).toHaveText(`${title.en} (coming soon)`);
  }

  // The placeholder answers: its route still works.
  const [first] = placeholders;
  await main.getByRole('link', { name: first?.title.en }).click();
  await expect(page).toHaveURL(first?.path ?? '');
  await expect(site.heading(first?.title.en ?? '')).toBeVisible();
});
