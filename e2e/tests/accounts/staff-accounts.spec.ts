import { expect, test, waitingForLiveScreens } from '../../support/fixtures';
import { ACCOUNTS } from '../../support/pages/LoginPage';
import { URLS } from '../../support/site';
import { mailedLink, newCitizen } from './support/newCitizen';
import { answerPopup } from '../../support/popups';

test.describe('staff accounts in the console', () => {
  test('an admin invites a clerk, who sets a password from the mail; disabling ends their session at once', async ({
    page,
    loginPage,
    browser,
  }) => {
    const clerk = { ...newCitizen('clerk'), name: 'Ravi Clerk' };
    await loginPage.signInAs(ACCOUNTS.admin);
    await page.goto('/accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();

    await page.getByRole('button', { name: 'New staff account' }).click();
    const form = page.getByRole('main').locator('form').filter({ hasText: 'Role' }).last();
    await form.getByLabel('Name').fill(clerk.name);
    await form.getByLabel('Email address').fill(clerk.email);
    await form.getByRole('button', { name: 'Create account' }).click();
    const created = page
      .getByRole('dialog')
      .filter({ hasText: `We sent an email to ${clerk.email}` });
    await answerPopup(created, 'OK');

    // The clerk, in a browser of their own, opens the link and chooses a password.
    const clerkContext = await browser.newContext({ baseURL: URLS.shell });
    const clerkPage = waitingForLiveScreens(await clerkContext.newPage());
    await clerkPage.goto(await mailedLink(clerk.email, '/reset-password'));
    await clerkPage.getByRole('main').getByLabel('New password').fill(clerk.password);
    await clerkPage.getByRole('main').getByLabel('Confirm password').fill(clerk.password);
    await clerkPage.getByRole('button', { name: 'Save the password' }).click();
    await expect(clerkPage.getByRole('heading', { name: 'Your password is set' })).toBeVisible();
    const signIn = await clerkPage.request.post(`${URLS.api}/api/Account/login`, {
      data: { email: clerk.email, password: clerk.password },
    });
    expect(signIn.status()).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    const adminCall = () =>
      clerkPage.request.get(`${URLS.api}/api/v2/admin/notices`, {
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await adminCall()).status()).toBe(200);

    // The admin finds the clerk and disables the account.
    await page.getByLabel('Search by email or name').fill(clerk.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const who = `${clerk.name} (${clerk.email})`;
    await page.getByRole('button', { name: `Disable the account of ${who}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
    const done = page.getByRole('dialog').filter({ hasText: 'is disabled.' });
    await answerPopup(done, 'OK');
    await expect(page.getByRole('button', { name: `Enable the account of ${who}` })).toBeVisible();

    expect((await adminCall()).status()).toBe(401);
    const refused = await clerkPage.request.post(`${URLS.api}/api/Account/login`, {
      data: { email: clerk.email, password: clerk.password },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/disabled/);
    await clerkContext.close();
  });

  test('an admin cannot disable their own account', async ({ page, loginPage, consoleWatch }) => {
    consoleWatch.tolerate(
      'the API refuses it with a 400',
      ({ text, url }) =>
        text.includes('status of 400') && /\/api\/v2\/admin\/accounts\/\d+$/.test(url),
    );
    await loginPage.signInAs(ACCOUNTS.admin);
    await page.goto(`/accounts?q=${encodeURIComponent(ACCOUNTS.admin.email)}`);
    await page
      .getByRole('button', {
        name: new RegExp(`^Disable the account of .*${ACCOUNTS.admin.email}`),
      })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
    await expect(
      page.getByRole('dialog').filter({ hasText: 'You cannot disable your own account.' }),
    ).toBeVisible();
  });
});
