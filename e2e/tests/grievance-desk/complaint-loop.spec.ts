// The whole life of a complaint in the browser (issue 16, point 10): a citizen files, an officer
// accepts and resolves with a photo, the citizen sees it and reopens, the officer resolves again,
// the citizen rates; the tracking page shows each step to anyone, without signing in.
import type { Browser, Page } from '@playwright/test';
import { expect, test, waitingForLiveScreens } from '../../support/fixtures';
import { ACCOUNTS, LoginPage } from '../../support/pages/LoginPage';
import { URLS } from '../../support/site';
import { CitizenScreens } from '../citizen/support/CitizenScreens';
import { drawPhoto } from '../citizen/support/photos';
import { signInAsCitizen } from '../citizen/support/signIn';
import { DeskComplaintScreen, OwnComplaintScreen } from './support/DeskScreens';
import { answerPopup } from '../../support/popups';

async function officerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: URLS.shell });
  const page = waitingForLiveScreens(await context.newPage());
  await new LoginPage(page).signInAs(ACCOUNTS.officer);
  return page;
}

/** The tracking page's timeline for a number, read by someone who never signed in. */
async function trackedSteps(browser: Browser, number: string): Promise<string[]> {
  const context = await browser.newContext({ baseURL: URLS.shell });
  const page = waitingForLiveScreens(await context.newPage());
  await page.goto(`/trackgrievance?number=${encodeURIComponent(number)}`);
  const timeline = page.getByRole('main').getByRole('list', { name: /History|Timeline/ });
  await expect(timeline).toBeVisible();
  const steps = await timeline.locator(':scope > li').allInnerTexts();
  await expect(page.getByRole('main')).not.toContainText('Demo Citizen');
  await context.close();
  return steps;
}

test.describe('the grievance desk closes the loop', () => {
  test('filed, accepted, resolved with a photo, reopened, resolved again and rated; tracked by number throughout', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    // The citizen files a complaint in the portal and is told its number.
    await signInAsCitizen(page);
    await page.goto('/inquiry?add=1');
    const citizen = new CitizenScreens(page);
    await citizen.fillComplaint({
      whatIsWrong: 'Dark for a week; people fall in the evening.',
      landmark: 'Shiv Mandir lane',
      suggestion: 'Repair the street light by the temple',
    });
    const filing = page.waitForResponse((r) => r.url().endsWith('/api/User/add-complaint'));
    await citizen.form.getByRole('button', { name: 'Submit' }).click();
    const filed = (await (await filing).json()) as { id: number; number: string };
    expect(filed.number).toMatch(/^SNP\/\d{4}\/\d{6}$/);
    const popup = page.getByRole('dialog').filter({ hasText: filed.number });
    await expect(popup).toContainText(`Your complaint number is ${filed.number}`);
    await answerPopup(popup, 'OK');
    expect(await trackedSteps(browser, filed.number)).toHaveLength(1);

    // The officer accepts it, assigning it to themself, and resolves it with a photo.
    const officer = await officerPage(browser);
    await expect(officer).toHaveURL(/\/grievance-desk/);
    const desk = new DeskComplaintScreen(officer);
    await desk.open(filed.id);
    await expect(
      desk.main.getByRole('heading', { name: `Complaint ${filed.number}` }),
    ).toBeVisible();
    await expect(desk.move('Resolve')).toHaveCount(0);
    await desk.move('Accept and assign').click();
    const officerChoice = desk.main.getByRole('combobox', { name: /^Officer/ });
    const demoOfficer = officerChoice.locator('option', { hasText: 'Demo Officer' });
    await officerChoice.selectOption((await demoOfficer.getAttribute('value')) ?? '');
    await desk.main.getByRole('button', { name: 'Assign to this officer' }).click();
    await desk.confirmDone(/accepted and assigned/);
    await desk.move('Resolve').click();
    await desk.main
      .getByRole('textbox', { name: /^What was done/ })
      .fill('Replaced the lamp and the fuse.');
    await desk.main
      .getByLabel('Photo 1')
      .setInputFiles(await drawPhoto(officer, 'lamp.jpg', 'image/jpeg'));
    await desk.main.getByRole('button', { name: 'Mark as resolved' }).click();
    await desk.confirmDone(/is resolved/);
    // One entry a move (the resolution's photo is a list of its own inside its entry).
    await expect(desk.history.locator(':scope > li')).toHaveCount(3);

    // The citizen sees the resolution with its photo, and reopens it.
    const own = new OwnComplaintScreen(page);
    await own.open(filed.id);
    await expect(own.main).toContainText('Replaced the lamp and the fuse.');
    const actionPhoto = own.main.getByRole('img', { name: 'Photo 1 of the action taken' });
    await expect(actionPhoto).toBeVisible();
    // The officer's photo really decodes: it has its size, not a broken-image icon.
    // Visible comes first: the photo may still be on its way, so its size is waited for.
    await expect
      .poll(() => actionPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(64);
    await own.move('Reopen').click();
    await own.main
      .getByLabel('Why do you reopen it?')
      .fill('The lamp went out again the next night.');
    await own.main.getByRole('button', { name: 'Reopen the complaint' }).click();
    await expect(own.notice).toContainText('The complaint was reopened.');
    await expect(own.main).toContainText('Pending');

    // The officer, seeing it back in their hands, resolves it again.
    await desk.open(filed.id);
    await desk.move('Resolve').click();
    await desk.main
      .getByRole('textbox', { name: /^What was done/ })
      .fill('Rewired the pole; tested for three nights.');
    await desk.main.getByRole('button', { name: 'Mark as resolved' }).click();
    await desk.confirmDone(/is resolved/);

    // The citizen accepts the resolution with a rating: the complaint is Closed.
    await own.open(filed.id);
    await own.move('Accept and rate').click();
    await own.main.getByLabel('4 – Good').check();
    await own.main.getByRole('button', { name: 'Accept and rate' }).last().click();
    await expect(own.notice).toContainText('The complaint is closed with your rating.');
    await expect(own.move('Reopen')).toHaveCount(0);

    // Anyone reads every step by the number.
    const steps = await trackedSteps(browser, filed.number);
    expect(steps).toHaveLength(6);
    expect(steps.join('\n')).toContain('Rewired the pole; tested for three nights.');
    expect(steps.at(-1)).toMatch(/4 of 5/);
    await officer.context().close();
  });
});
