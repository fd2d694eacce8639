import { expect, test } from '../../support/fixtures';
import { URLS } from '../../support/site';
import { mailedLink, newCitizen, signUp } from './support/newCitizen';

test.describe('a forgotten password', () => {
  test('is replaced through the mailed link, which signs out every other session', async ({
    page,
    loginPage,
    browser,
  }) => {
    const person = newCitizen('forgot');
    await page.goto('/register');
    await signUp(page, person);

    // Another browser is signed in with the old password.
    const other = await browser.newPage();
    const signIn = await other.request.post(`${URLS.api}/api/Account/login`, {
      data: { email: person.email, password: person.password },
    });
    const { token } = (await signIn.json()) as { token: string };
    const myAccount = () =>
      other.request.get(`${URLS.api}/api/v2/account`, {
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await myAccount()).status()).toBe(200);

    await loginPage.goto();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await page.getByRole('main').getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    await page.goto(await mailedLink(person.email, '/reset-password'));
    const newPassword = 'a new phrase for the ward office';
    await page.getByRole('main').getByLabel('New password').fill(newPassword);
    await page.getByRole('main').getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Save the password' }).click();
    await expect(page.getByRole('heading', { name: 'Your password is set' })).toBeVisible();

    expect((await myAccount()).status()).toBe(401);
    await other.close();
    await loginPage.goto();
    await loginPage.signIn({ email: person.email, password: newPassword });
    await page.waitForURL('/userdashboard');
  });
});
