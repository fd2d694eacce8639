import { expect, test } from '../../support/fixtures';
import { ACCOUNTS } from '../../support/pages/LoginPage';
import { URLS } from '../../support/site';

// Issue 17, 1: signed in or not, a public page and an unknown address keep the public header,
// menu and footer; the header says who is signed in, leads to their dashboard and signs out.
const PEOPLE = [
  { who: 'an admin', account: ACCOUNTS.admin, dashboard: '/dashboard', heading: 'Dashboard' },
  {
    who: 'a citizen',
    account: ACCOUNTS.citizen,
    dashboard: '/userdashboard',
    heading: 'Status-wise Complaint Count',
  },
] as const;

for (const { who, account, dashboard, heading } of PEOPLE) {
  test.describe(`${who} on the public site`, () => {
    for (const path of ['/notice', '/no-such-page']) {
      test(`${path} keeps the public frame, with their name, "My dashboard" and "Sign out"`, async ({
        page,
        loginPage,
        site,
        consoleWatch,
      }) => {
        // The shell's server answers an address of no page with 404, which Chromium logs.
        consoleWatch.tolerate(
          'Chromium logs the 404 of an address of no page',
          ({ text, url }) =>
            url.startsWith(`${URLS.shell}/no-such-page`) && text.includes('status of 404'),
        );
        await loginPage.signInAs(account);
        await page.goto(path);

        await expect(site.header).toBeVisible();
        await expect(site.header.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
        await expect(site.footer).toBeVisible();
        await expect(site.header.getByText(account.name, { exact: true })).toBeVisible();
        await expect(site.header.getByRole('button', { name: 'Sign out' })).toBeVisible();
        // The Login menu is for visitors: signed in, the header's own links stand in its place.
        await expect(site.header.getByRole('button', { name: 'Login', exact: true })).toHaveCount(
          0,
        );

        await site.header.getByRole('link', { name: 'My dashboard' }).click();
        await expect(page).toHaveURL(dashboard);
        await expect(site.heading(heading)).toBeVisible();
        // The dashboard brings its own frame: the public header and footer do not show twice.
        await expect(site.header).toHaveCount(0);
        await expect(site.footer).toHaveCount(0);
      });
    }
  });
}

test('a public page rendered on the server for a signed-in admin is taken over as it came', async ({
  page,
  loginPage,
  site,
}) => {
  await loginPage.signInAs(ACCOUNTS.admin);
  // The header's account line as the server sent it, kept before any script of the page runs.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { serverAccount?: Element | null }).serverAccount =
        document.querySelector('#root .shell-account');
    });
  });
  const html = await (await page.request.get('/notice')).text();
  expect(html).toContain('data-rendered-for="admin"');
  expect(html).toContain(ACCOUNTS.admin.name);

  await page.goto('/notice');
  await expect(page.locator('html[data-screen-live]')).toHaveCount(1);
  // Hydrated, not painted afresh: the server's element is the one on screen (a mismatch would
  // also be a console error, which fails the test).
  const kept = await page.evaluate(() => {
    const account = (window as { serverAccount?: Element | null }).serverAccount;
    return account ? account.isConnected : null;
  });
  expect(kept).toBe(true);
  await expect(site.header.getByText(ACCOUNTS.admin.name, { exact: true })).toBeVisible();
});

test('"Sign out" in the public header ends the session and goes to sign-in', async ({
  page,
  loginPage,
  site,
}) => {
  await loginPage.signInAs(ACCOUNTS.citizen);
  await page.goto('/home');
  await site.header.getByRole('button', { name: 'Sign out' }).click();

  await expect(page).toHaveURL('/login');
  expect(await site.storedSession()).toBeNull();
  await expect(site.header.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(site.header.getByRole('link', { name: 'My dashboard' })).toHaveCount(0);
});
