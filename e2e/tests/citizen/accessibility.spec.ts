import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, type ConsoleWatch } from '../../support/fixtures';
import { CitizenScreens } from './support/CitizenScreens';
import { signInAsCitizen } from './support/signIn';

/** axe-core adds a style element while it analyses; the site's CSP refuses it, as it should. */
function tolerateAxeStyles(consoleWatch: ConsoleWatch) {
  consoleWatch.tolerate('axe-core injects a style the CSP refuses', ({ text }) =>
    text.startsWith('Applying inline style violates the following Content Security Policy'),
  );
}

/** The serious and critical findings of axe on the page as it is now. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(
      ({ id, impact, nodes }) => `${impact} ${id}: ${nodes.map((node) => node.target).join(', ')}`,
    );
}

test.describe('the citizen screens under axe', () => {
  test.beforeEach(async ({ page, consoleWatch }) => {
    tolerateAxeStyles(consoleWatch);
    await signInAsCitizen(page);
  });

  test('/userdashboard has no serious or critical violations', async ({ page, site }) => {
    await expect(site.heading('Status-wise Complaint Count')).toBeVisible();
    await page.getByRole('status').waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/inquiry and its add form with messages have no serious or critical violations', async ({
    page,
    site,
  }) => {
    const citizen = new CitizenScreens(page);
    await page.goto('/inquiry');
    await expect(site.heading('Complaints Management')).toBeVisible();
    await page.getByRole('status').waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);

    await citizen.addComplaint.click();
    await expect(citizen.form).toBeVisible();
    // The messages of a submit with nothing filled in are part of what a reader meets.
    await citizen.form.getByRole('button', { name: 'Submit' }).click();
    await expect(citizen.form.getByText('Select a grievance.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
