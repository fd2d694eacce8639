import type { Locator, Page } from '@playwright/test';

/** What the shell draws around every screen, and the parts of a screen every test reads. */
export class SiteFrame {
  /** The public header (on public pages and the shell's own, whoever is signed in). */
  readonly header: Locator;
  /** The public footer (where the public header is). */
  readonly footer: Locator;
  /** The session bar a remote's admin or user screen shows (package @council/ui). */
  readonly sessionBar: Locator;
  readonly logout: Locator;
  /** The contained failure the shell shows when a remote cannot be loaded. */
  readonly remoteFailure: Locator;
  readonly retry: Locator;
  readonly goBackHome: Locator;

  constructor(private readonly page: Page) {
    // The public ones: the console's and portal's frame has a banner and contentinfo of its own.
    this.header = page.getByRole('banner').and(page.locator('.shell-header'));
    this.footer = page.getByRole('contentinfo').and(page.locator('.shell-footer'));
    this.sessionBar = page.getByText(/^Signed in as /);
    this.logout = page.getByRole('button', { name: 'Logout' });
    this.remoteFailure = page
      .getByRole('alert')
      .filter({ hasText: 'This part of the site is not available right now' });
    this.retry = this.remoteFailure.getByRole('button', { name: 'Retry' });
    this.goBackHome = page.getByRole('button', { name: 'Go Back To Home' });
  }

  /**
   * What a remote's signed-in frame shows for the role: the session bar ('Signed in as admin')
   * or, in the dashboard layout (packages/ui) that replaces it, the account menu button.
   */
  signedInAs(role: 'admin' | 'citizen'): Locator {
    const menu = { admin: 'Admin', citizen: 'My account' }[role];
    return this.sessionBar
      .filter({ hasText: `Signed in as ${role}` })
      .or(this.page.getByRole('banner').getByRole('button', { name: menu, exact: true }))
      .first();
  }

  /** Logout from the remote's frame: the session bar's button, or the account menu's item. */
  async logOut(role: 'admin' | 'citizen'): Promise<void> {
    if (!(await this.logout.isVisible())) {
      await this.signedInAs(role).click();
    }
    await this.logout.click();
  }

  /** The screen's one <h1>. */
  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  /**
   * Goes to `path` inside the running page, as a link of the site does (history.pushState and
   * the popstate the shell's router listens to), without a reload and without depending on
   * where the public header's menu puts its links.
   */
  async navigateInPage(path: string): Promise<void> {
    await this.page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await this.page.waitForURL((url) => url.pathname === path);
  }

  /** The session the shared store keeps in localStorage, or null. */
  storedSession(): Promise<string | null> {
    return this.page.evaluate(() => window.localStorage.getItem('council-session'));
  }
}
