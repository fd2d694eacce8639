import { expect, test } from '../../support/fixtures';
import { signInAsAdmin } from './support/signIn';
import { drawPhoto } from '../citizen/support/photos';
import { AdminEditor } from './support/AdminEditor';
import { EDITOR_CASES } from './support/editorCases';
import { onePagePdf, unique } from './support/files';

test.describe('an admin keeps the public site current', () => {
  test.beforeEach(async ({ loginPage, page }) => {
    await signInAsAdmin(loginPage);
    await page.waitForURL('**/dashboard');
  });

  for (const editorCase of EDITOR_CASES) {
    test(`${editorCase.heading}: create, edit and delete, seen on ${editorCase.publicPath}`, async ({
      page,
    }) => {
      const editor = new AdminEditor(page);
      const name = unique(editorCase.entity);
      const renamed = `${name} revised`;
      const { entity, success } = editorCase;

      await editor.open(editorCase.path, editorCase.heading);
      await expect(
        editor.form.getByRole('heading', { name: `Create New ${entity}` }),
      ).toBeVisible();
      await editor.fill(editorCase.values(name));
      if (editorCase.file)
        await editor.upload(editorCase.file.label, await editorCase.file.make(page));
      await editor.submit(`Create ${entity}`);
      await editor.expectPopup('Success', `${success} created successfully!`);
      await expect(editor.row(name)).toHaveCount(1);

      await page.goto(editorCase.publicPath);
      await expect(page.getByRole('main').getByText(editorCase.shown(name)).first()).toBeVisible();

      await editor.open(editorCase.path, editorCase.heading);
      await editor.edit(name, `Edit ${entity}`);
      const nameField = editor.field(editorCase.nameField);
      await expect(nameField).toHaveValue(name);
      await nameField.fill(renamed);
      await editor.submit(`Update ${entity}`);
      await editor.expectPopup('Success', `${success} updated successfully!`);
      await expect(editor.row(renamed)).toHaveCount(1);

      await page.goto(editorCase.publicPath);
      await expect(
        page.getByRole('main').getByText(editorCase.shown(renamed)).first(),
      ).toBeVisible();

      await editor.open(editorCase.path, editorCase.heading);
      await editor.delete(renamed, editorCase.confirmation);
      await editor.expectPopup('Deleted', `${success} deleted successfully!`);
      await expect(editor.row(renamed)).toHaveCount(0);

      await page.goto(editorCase.publicPath);
      await expect(page.getByText(editorCase.shown(renamed))).toHaveCount(0);
    });
  }

  test('Slider: a picture added shows on the home carousel, and goes when deleted', async ({
    page,
  }) => {
    const editor = new AdminEditor(page);
    // The carousel shows one picture at a time; its 'Show picture n' buttons count them all.
    const slides = page
      .getByRole('region', { name: 'Pictures of the council' })
      .getByRole('button', { name: /^Show picture \d+$/ });
    await page.goto('/home');
    await expect(slides.first()).toBeVisible();
    const before = await slides.count();

    await editor.open('/slider', 'Slider');
    const rows = await editor.table.getByRole('row').count();
    await editor.upload('Photo', await drawPhoto(page, 'photo.jpg', 'image/jpeg'));
    await expect(editor.form.getByRole('img', { name: 'Chosen photo' })).toBeVisible();
    await editor.submit('Create Slider');
    await editor.expectPopup('Success', 'Slider created successfully!');
    await expect(editor.table.getByRole('row')).toHaveCount(rows + 1);

    await page.goto('/home');
    await expect(slides).toHaveCount(before + 1);

    await editor.open('/slider', 'Slider');
    const last = editor.table.getByRole('row').last();
    await last.getByRole('button', { name: 'Edit' }).click();
    await expect(editor.form.getByRole('img', { name: 'Stored photo' })).toBeVisible();
    await editor.upload('Photo', await drawPhoto(page, 'photo.png', 'image/png'));
    await editor.submit('Update Slider');
    await editor.expectPopup('Success', 'Slider updated successfully!');

    page.once('dialog', (dialog) => dialog.accept());
    await editor.table.getByRole('row').last().getByRole('button', { name: 'Delete' }).click();
    await editor.expectPopup('Deleted', 'Slider deleted successfully!');
    await expect(editor.table.getByRole('row')).toHaveCount(rows);
    await page.goto('/home');
    await expect(slides).toHaveCount(before);
  });

  test('a stored document opens by its URL, named {title}.pdf, and an edit keeps it', async ({
    page,
  }) => {
    const editor = new AdminEditor(page);
    const title = unique('Budget');
    const pdf = onePagePdf('budget-2024.pdf');
    await editor.open('/editnotice', 'Notice');
    await editor.fill({ Title: title });
    await editor.upload('Document', pdf);
    await editor.submit('Create Notice');
    await editor.expectPopup('Success', 'Notice created successfully!');

    await editor.edit(title, 'Edit Notice');
    const stored = editor.form.getByRole('link', { name: /^Open the stored document: Document/ });
    await expect(stored).toHaveAttribute('target', '_blank');
    const storedAddress = await stored.getAttribute('href');
    await editor.fill({ Description: 'Kept file' });
    await editor.submit('Update Notice');
    await editor.expectPopup('Success', 'Notice updated successfully!');

    // Named by its notice (issue 25), the words on screen staying 'Download Document'.
    const link = editor.row(title).getByRole('link', {
      name: new RegExp(`^Download ${title} \\(PDF, \\d+ KB\\)$`),
    });
    await expect(link).toContainText('Download Document');
    await expect(link).toHaveAttribute('target', '_blank');
    const address = (await link.getAttribute('href')) ?? '';
    expect(address).toMatch(/\/api\/files\/\d+\/[0-9a-f]{16}\/[^/]+\.pdf$/);
    expect(address, 'the update kept the stored file').toBe(storedAddress);
    const document = await page.request.get(address);
    expect(document.status()).toBe(200);
    expect(document.headers()['content-disposition']).toContain(`filename="${title}.pdf"`);
    expect(Buffer.compare(await document.body(), pdf.buffer), 'the bytes uploaded').toBe(0);

    await editor.delete(title, 'Are you sure you want to delete this notice?');
    await editor.expectPopup('Deleted', 'Notice deleted successfully!');
  });

  test('checks come before any call, every problem at once, and a wrong file is refused when picked', async ({
    page,
    requests,
    consoleWatch,
  }) => {
    consoleWatch.tolerate('the API refuses the fake PDF (415), on purpose', ({ text }) =>
      /status of 415/.test(text),
    );
    const editor = new AdminEditor(page);
    await editor.open('/edittender', 'Tender');
    await editor.submit('Create Tender');
    // One submit says all six, beside their fields and in a summary; no popup, nothing sent.
    const summary = editor.form.getByRole('alert');
    await expect(summary.getByRole('link')).toHaveText([
      'Tender No is required.',
      'Tender title is required.',
      'Publish date is required.',
      'Last date of submission is required.',
      'Status is required.',
      'Document file is required!',
    ]);
    await expect(editor.field('Tender No')).toBeFocused();
    await expect(editor.field('Status')).toHaveAccessibleDescription('Status is required.');
    await expect(editor.popup).toHaveCount(0);
    expect(requests.all.filter((request) => request.method() === 'POST')).toHaveLength(0);

    await editor.upload('Tender Document', {
      name: 'minutes.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from('not a pdf'),
    });
    await expect(
      editor.form.getByText('minutes.docx is not a PDF file. Choose a PDF file of at most 20 MB.'),
    ).toBeVisible();

    await editor.open('/editcircular', 'Circular');
    await editor.fill({ Title: unique('Fake') });
    // A PDF by name whose content is not one: the browser cannot tell, the server can.
    await editor.upload('Document', {
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not a pdf'),
    });
    await editor.submit('Create Circular');
    await editor.expectPopup('Error', 'Invalid document file! Only PDF documents are accepted.');
  });
});
