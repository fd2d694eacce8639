import { seriousViolations, tolerateAxeStyles } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { ACCOUNTS } from '../support/pages/LoginPage';
import { siteControl } from '../support/site';
import { AdminEditor } from './admin/support/AdminEditor';

// Tokens last TOKEN_LIFE (issue 15: the API's TOKEN_LIFE_SECONDS) in this spec, not 5 minutes, so
// that a clerk at work for several token lives takes a minute and a half, not a quarter of an hour.
const TOKEN_LIFE = 30;

test.describe('a session that does not lose work', () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeAll(async () => {
    await siteControl.stopApi();
    await siteControl.startApi({ tokenLifeSeconds: TOKEN_LIFE });
  });
  test.afterAll(async () => {
    await siteControl.stopApi();
    await siteControl.startApi();
  });

  test('a clerk at work stays signed in, is warned when idle, and gets an unsaved form back', async ({
    page,
    loginPage,
    site,
    consoleWatch,
  }) => {
    tolerateAxeStyles(consoleWatch);
    const editor = new AdminEditor(page);
    await loginPage.signInAs(ACCOUNTS.admin);
    await editor.open('/editnotice', 'Notice');
    const title = editor.field('Title');
    const warning = page.getByRole('alertdialog', { name: 'Your session is about to end' });

    // Typing a little every few seconds for two and a half token lives: no prompt, no sign-out.
    const workUntil = Date.now() + 2.5 * TOKEN_LIFE * 1000;
    await title.fill('Water supply');
    while (Date.now() < workUntil) {
      await title.pressSequentially(' .');
      await expect(warning).toHaveCount(0);
      await page.waitForTimeout(4_000);
    }
    await expect(page).toHaveURL('/editnotice');
    await expect(site.signedInAs('admin')).toBeVisible();

    // Idle: the warning comes before the end, by keyboard and for screen readers.
    await expect(warning).toBeVisible({ timeout: TOKEN_LIFE * 1000 });
    await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await warning.getByRole('button', { name: 'Stay signed in' }).press('Enter');
    await expect(warning).toHaveCount(0);
    await expect(page).toHaveURL('/editnotice');

    // Idle again, to the end: the session ends, and what was typed is kept in the tab.
    const typed = 'Water supply shut on Monday for repairs';
    await title.fill(typed);
    await expect(warning).toBeVisible({ timeout: TOKEN_LIFE * 1000 });
    await page.waitForURL('/login', { timeout: TOKEN_LIFE * 1000 });

    await loginPage.signIn(ACCOUNTS.admin);
    await page.waitForURL('/editnotice');
    const notice = page.getByTestId('kept-draft-notice');
    await expect(notice).toContainText('You have unsaved changes from before you were signed out.');
    await notice.getByRole('button', { name: 'Restore' }).click();
    await expect(editor.field('Title')).toHaveValue(typed);
  });
});
