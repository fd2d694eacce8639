import type { Locator, Page } from '@playwright/test';
import { answerPopup } from '../../../support/popups';

/** The console's complaint page, as an officer or admin works it. */
export class DeskComplaintScreen {
  constructor(private readonly page: Page) {}

  async open(id: number): Promise<void> {
    await this.page.goto(`/grievance-desk/complaint?id=${id}`);
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  move(name: string): Locator {
    return this.main.getByRole('button', { name, exact: true });
  }

  get history(): Locator {
    return this.main.getByRole('list', { name: 'History' });
  }

  /** The console's success popup after a move; its OK gives the page back. */
  async confirmDone(text: string | RegExp): Promise<void> {
    const popup = this.page.getByRole('dialog').filter({ hasText: text });
    await answerPopup(popup, 'OK');
    await popup.waitFor({ state: 'detached' });
  }
}

/** The citizen portal's page of one complaint (/inquiry?complaint=<id>). */
export class OwnComplaintScreen {
  constructor(private readonly page: Page) {}

  async open(id: number): Promise<void> {
    await this.page.goto(`/inquiry?complaint=${id}`);
  }

  get main(): Locator {
    return this.page.getByRole('main');
  }

  move(name: string): Locator {
    return this.main.getByRole('button', { name, exact: true });
  }

  get notice(): Locator {
    return this.main.getByRole('status').filter({ hasNotText: 'Sending' });
  }
}
