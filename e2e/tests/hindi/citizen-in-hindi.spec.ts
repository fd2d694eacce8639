// A citizen who reads Hindi signs in and files a complaint without meeting English (issue 19,
// point 6): the form, its checks, the confirmation, and their own words kept as typed.
import { expect, test } from '../../support/fixtures';
import { ACCOUNTS } from '../../support/pages/LoginPage';
import { chooseHindiBefore, DEVANAGARI } from './support';

test('a citizen files a complaint in Hindi, from sign-in to the tracking page', async ({
  page,
  context,
}) => {
  await chooseHindiBefore(context);
  await page.goto('/login');
  const signIn = page.getByRole('main').locator('form');
  await signIn.getByLabel('ई-मेल').fill(ACCOUNTS.citizen.email);
  await signIn.getByLabel('पासवर्ड').fill(ACCOUNTS.citizen.password);
  await signIn.getByRole('button', { name: 'लॉग इन करें', exact: true }).click();
  await page.waitForURL('/userdashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);

  await page.goto('/inquiry?add=1');
  const form = page.getByRole('form', { name: 'शिकायत दर्ज करें' });
  await form.getByRole('button', { name: 'जमा करें' }).click();
  // Every problem in Hindi, in the summary and beside the fields.
  const problems = form.getByRole('alert').getByRole('link');
  await expect(problems).toHaveCount(4);
  for (const problem of await problems.allTextContents()) expect(problem).toMatch(DEVANAGARI);

  for (const list of await form.getByRole('combobox').all()) {
    await expect(list.locator('option')).not.toHaveCount(1);
    await list.selectOption({ index: 1 });
  }
  const whatIsWrong = `स्कूल के पास एक सप्ताह से पानी जमा है (${Date.now()})`;
  await form.getByLabel('क्या समस्या है?', { exact: false }).fill(whatIsWrong);
  await form.getByLabel('निकटवर्ती स्थान', { exact: false }).fill('वार्ड कार्यालय के सामने');
  const filing = page.waitForResponse((response) =>
    response.url().endsWith('/api/User/add-complaint'),
  );
  await form.getByRole('button', { name: 'जमा करें' }).click();
  const answer = await filing;
  expect(answer.status()).toBe(201);
  const filed = (await answer.json()) as { number: string; additional_Information: string };
  const { number } = filed;
  // Their words are kept as typed (the tracking page shows the facts only, not the words).
  expect(filed.additional_Information).toBe(whatIsWrong);

  const confirmation = page.getByRole('dialog', { name: 'शिकायत सफलतापूर्वक दर्ज हो गई!' });
  await expect(confirmation).toContainText(`आपकी शिकायत संख्या ${number} है।`);
  await page.goto(`/trackgrievance?number=${encodeURIComponent(number)}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText(number);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);
});
