import { expect, type Locator, type Page } from '@playwright/test';

/** The citizen portal's two screens as a citizen sees them (/userdashboard and /inquiry, 'My complaints'). */
export class CitizenScreens {
  readonly menu: Locator;
  readonly statusCounts: Locator;
  readonly addComplaint: Locator;
  /** The dashboard's way to the form. */
  readonly fileComplaint: Locator;
  readonly form: Locator;
  readonly statusFilter: Locator;
  readonly table: Locator;
  readonly details: Locator;

  constructor(private readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: 'Citizen menu' });
    this.statusCounts = page.getByRole('list', { name: 'Your complaints by status' });
    this.addComplaint = page.getByRole('button', { name: 'Add Complaint', exact: true });
    this.fileComplaint = page.getByRole('link', { name: 'File a complaint', exact: true });
    this.form = page.getByRole('form', { name: 'Add Complaint' });
    this.statusFilter = page.getByRole('combobox', { name: 'Status' });
    this.table = page.getByRole('table');
    this.details = page.getByRole('dialog', { name: 'Complaint Details' });
  }

  /** The number in 'Open: 3 complaint(s)', 0 when the status is not listed. */
  async countOf(status: string): Promise<number> {
    await this.page.getByRole('status').waitFor({ state: 'detached' });
    const lines = await this.statusCounts.getByRole('listitem').allTextContents();
    const line = lines.find((text) => text.startsWith(`${status}: `));
    return line ? Number(/: (\d+) complaint/.exec(line)?.[1]) : 0;
  }

  /** The table row of one complaint, found by its ID cell (the first: the ward is a number too). */
  row(id: number): Locator {
    return this.table.getByRole('row').filter({
      has: this.page.locator('td:first-child', { hasText: new RegExp(`^\\s*${id}\\s*$`) }),
    });
  }

  field(label: string): Locator {
    return this.form.getByLabel(label, { exact: false });
  }

  /**
   * Fills in the add form: the first choice of every list it asks (the grievance type, the ward,
   * and the district and ULB where the site does not know them), and the words given.
   */
  async fillComplaint(words: { whatIsWrong: string; landmark: string; suggestion?: string }) {
    const lists = this.form.getByRole('combobox');
    await expect(lists.first()).toBeVisible();
    for (const list of await lists.all()) {
      await expect(list.locator('option')).not.toHaveCount(1);
      await list.selectOption({ index: 1 });
    }
    await this.field('What is wrong?').fill(words.whatIsWrong);
    await this.field('Landmark').fill(words.landmark);
    if (words.suggestion) await this.field('Your suggestion').fill(words.suggestion);
  }
}
