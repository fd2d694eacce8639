import { expect, test } from '../../support/fixtures';
import { mailCount, mailTo } from '../../support/mailInbox';
import { CitizenScreens } from '../citizen/support/CitizenScreens';
import { mailedLink, newCitizen, signUp } from './support/newCitizen';

test.describe('a new citizen', () => {
  test('signs up from the login page, opens the mailed link, signs in and files a complaint', async ({
    page,
    loginPage,
    site,
  }) => {
    const person = newCitizen('files');
    const citizen = new CitizenScreens(page);

    // Citizen's Login in the header leads to sign-in, which leads to sign-up.
    await page.goto('/');
    await site.header.getByRole('button', { name: 'Login' }).click();
    await site.header.getByRole('link', { name: "Citizen's Login" }).click();
    await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL('/register');
    await signUp(page, person);

    // Signed in before confirming: told what to do, and filing is refused by the API.
    await loginPage.goto();
    await loginPage.signIn(person);
    await page.waitForURL('/userdashboard');
    const notice = page.getByText('Confirm your email address to file complaints.');
    await expect(notice).toBeVisible();

    // The link from the mail that arrived confirms the address.
    const link = await mailedLink(person.email, '/verify-email');
    await page.goto(link);
    await expect(
      page.getByRole('heading', { name: 'Your email address is confirmed' }),
    ).toBeVisible();

    await page.goto('/inquiry');
    await expect(site.heading('My complaints')).toBeVisible();
    await expect(notice).toHaveCount(0);
    await citizen.addComplaint.click();
    await citizen.fillComplaint({
      whatIsWrong: 'Dark for three nights.',
      landmark: 'Temple road',
      suggestion: 'Street light out near the temple',
    });
    const filing = page.waitForResponse((response) =>
      response.url().endsWith('/api/User/add-complaint'),
    );
    await citizen.form.getByRole('button', { name: 'Submit' }).click();
    expect((await filing).status()).toBe(201);
    await expect(
      page.getByRole('dialog', { name: 'Complaint submitted successfully!' }),
    ).toBeVisible();
  });

  test('a link opens once; an email already in use gets the same answer and its owner a mail', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.tolerate(
      'the used link is refused with a 400',
      ({ text, url }) =>
        text.includes('status of 400') && url.endsWith('/api/v2/account/verify-email'),
    );
    const person = newCitizen('twice');
    await page.goto('/register');
    await signUp(page, person);
    const link = await mailedLink(person.email, '/verify-email');
    await page.goto(link);
    await expect(
      page.getByRole('heading', { name: 'Your email address is confirmed' }),
    ).toBeVisible();
    await page.goto(link);
    await expect(page.getByRole('alert')).toContainText('already been used');

    await page.goto('/register');
    await signUp(page, { ...person, name: 'Someone Else' });
    const second = await mailTo(person.email, 1);
    expect(second.text).toMatch(/already/i);
    expect(second.text).not.toContain('/verify-email');
    expect(await mailCount(person.email)).toBe(2);
  });

  test('the form says what is wrong beside each field, and a common password is refused', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.tolerate(
      'the common password is refused with a 400',
      ({ text, url }) => text.includes('status of 400') && url.endsWith('/api/v2/account/register'),
    );
    await page.goto('/register');
    const form = page.getByRole('main').locator('form');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByText('Please enter your name.')).toBeVisible();
    await expect(
      form.getByText('Please agree to the privacy policy to create an account.'),
    ).toBeVisible();

    const person = newCitizen('common');
    await form.getByLabel('Full name').fill(person.name);
    await form.getByLabel('Email').fill(person.email);
    await form.getByLabel('Mobile number').fill('5123456789');
    await form.getByLabel('Password', { exact: true }).fill('password123');
    await form.getByLabel('Confirm password').fill('password123');
    await form.getByLabel('I agree to the privacy policy.').check();
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(
      form.getByText('Please enter a 10-digit mobile number that starts with 6, 7, 8 or 9.'),
    ).toBeVisible();
    await form.getByLabel('Mobile number').fill('9123456789');
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(form.getByRole('alert')).toContainText(/common/i);
    expect(await mailCount(person.email)).toBe(0);
  });
});
