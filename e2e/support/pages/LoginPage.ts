import type { Locator, Page } from '@playwright/test';

/** The demo accounts the API makes in demo mode (DEMO=1), with the default DEMO_PASSWORD. */
export const ACCOUNTS = {
  admin: { email: 'admin@demo.local', password: 'demo-password', name: 'Demo Administrator' },
  officer: { email: 'officer@demo.local', password: 'demo-password', name: 'Demo Officer' },
  citizen: { email: 'citizen@demo.local', password: 'demo-password', name: 'Demo Citizen' },
} as const;

/** The shell's sign-in screen at /login. */
export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  /** The form's failure message ('Invalid email or password'). */
  readonly failure: Locator;

  constructor(private readonly page: Page) {
    // Inside the page's main part: the public header has its own 'Login' menu button.
    const form = page.getByRole('main').locator('form');
    this.email = form.getByLabel('Email');
    this.password = form.getByLabel('Password');
    this.submit = form.getByRole('button', { name: 'Login', exact: true });
    this.failure = form.getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
  }

  async signIn(account: { email: string; password: string }): Promise<void> {
    await this.email.fill(account.email);
    await this.password.fill(account.password);
    await this.submit.click();
  }

  /** Opens /login and signs in, then waits until the shell has left /login. */
  async signInAs(account: { email: string; password: string }): Promise<void> {
    await this.goto();
    await this.signIn(account);
    await this.page.waitForURL((url) => url.pathname !== '/login');
  }
}
