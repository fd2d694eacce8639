import { expect, type Locator, type Page } from '@playwright/test';
import { answerPopup } from '../../../support/popups';

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** One admin editor screen (admin-console): its list, its form and its popups. */
export class AdminEditor {
  readonly table: Locator;
  readonly form: Locator;
  readonly popup: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByRole('table');
    this.form = page.locator('form.admin-form');
    this.popup = page.getByRole('dialog');
  }

  async open(path: string, heading: string): Promise<void> {
    await this.page.goto(path);
    await expect(
      this.page.getByRole('heading', { level: 1, name: heading, exact: true }),
    ).toBeVisible();
    await expect(this.page.getByText('Loading...')).toHaveCount(0);
  }

  /** The form's input labelled `label` (a required field's label ends with a ' *'). */
  field(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.form.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [label, value] of Object.entries(values)) await this.field(label).fill(value);
  }

  async upload(label: string, file: UploadFile): Promise<void> {
    await this.field(label).setInputFiles(file);
  }

  /**
   * Presses the form's submit button from the keyboard. A mouse click just after scrolling can be
   * routed by Chromium to the PDF preview (an out-of-process frame whose hit regions lag behind
   * the scroll under load): seen in CI as a click on the preview's EMBED, no request, no popup.
   */
  async submit(button: string): Promise<void> {
    await this.form.getByRole('button', { name: button, exact: true }).press('Enter');
  }

  /** Checks the sweetalert2 popup's title and text, then closes it with OK. */
  async expectPopup(title: string, text: string): Promise<void> {
    await expect(this.popup.locator('.swal2-title')).toHaveText(title);
    await expect(this.popup.locator('.swal2-html-container')).toHaveText(text);
    await answerPopup(this.popup, 'OK');
    await expect(this.popup).toHaveCount(0);
  }

  row(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }

  async edit(rowText: string, heading: string): Promise<void> {
    await this.row(rowText).getByRole('button', { name: 'Edit' }).click();
    await expect(this.form.getByRole('heading', { name: heading })).toBeFocused();
  }

  /**
   * Deletes a row, accepting the browser's confirmation after checking its words: the section's
   * question, then the record's name (issue 25).
   */
  async delete(rowText: string, confirmation: string): Promise<void> {
    this.page.once('dialog', async (dialog) => {
      const [question, name] = dialog.message().split('\n\n');
      expect(question).toBe(confirmation);
      expect(name).toBeTruthy();
      await dialog.accept();
    });
    await this.row(rowText).getByRole('button', { name: 'Delete' }).click();
  }
}
