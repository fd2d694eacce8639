// A clerk gives a notice its Hindi title in the console; each reader then sees it in their own
// language (issue 19, points 4 and 6): the Hindi title on the Hindi page, the English one on the
// English page, and the English title marked as English where a Hindi title is missing.
import { expect, test, waitingForLiveScreens } from '../../support/fixtures';
import { AdminEditor } from '../admin/support/AdminEditor';
import { day } from '../admin/support/editorCases';
import { onePagePdf } from '../admin/support/files';
import { signInAsAdmin } from '../admin/support/signIn';
import { chooseHindiBefore } from './support';

/** A title link's name: its words, then the file's format and size (GIGW). */
// A title links to the notice's own page (issue 20): its name is the title alone.
const titleLink = (title: string) => new RegExp(`^${title}$`);

test('a notice written in both languages reaches each reader in theirs', async ({
  page,
  loginPage,
  browser,
}) => {
  const stamp = Date.now();
  const english = `Water tank cleaning ${stamp}`;
  const hindi = `पानी की टंकी की सफाई ${stamp}`;
  const onlyEnglish = `Ward meeting ${stamp}`;

  await signInAsAdmin(loginPage);
  const editor = new AdminEditor(page);
  await editor.open('/editnotice', 'Notice');
  for (const { title, titleInHindi } of [
    { title: onlyEnglish, titleInHindi: '' },
    { title: english, titleInHindi: hindi },
  ]) {
    await editor.fill({ Title: title, 'Title (Hindi)': titleInHindi, 'Issue Date': day(0) });
    await expect(editor.field('Title (Hindi)')).toHaveAttribute('lang', 'hi');
    await editor.upload('Document', await onePagePdf('order.pdf'));
    await editor.submit('Create Notice');
    await editor.expectPopup('Success', 'Notice created successfully!');
  }
  await expect(editor.row(english)).toContainText(hindi);

  const reader = await browser.newContext();
  try {
    const englishPage = waitingForLiveScreens(await reader.newPage());
    await englishPage.goto('/notice');
    await expect(englishPage.getByRole('link', { name: titleLink(english) })).toBeVisible();
    await expect(englishPage.getByRole('main')).not.toContainText(hindi);

    await chooseHindiBefore(reader);
    const hindiPage = waitingForLiveScreens(await reader.newPage());
    await hindiPage.goto('/notice');
    const main = hindiPage.getByRole('main');
    await expect(main.getByRole('link', { name: titleLink(hindi) })).toBeVisible();
    await expect(main).not.toContainText(english);
    // Where the clerk gave no Hindi, the English title stands, marked so for screen readers.
    const fallback = main.getByRole('link', { name: titleLink(onlyEnglish) });
    await expect(fallback.locator('[lang="en"]')).toHaveText(onlyEnglish);
  } finally {
    await reader.close();
  }
});
