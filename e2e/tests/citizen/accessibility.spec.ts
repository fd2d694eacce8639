import { seriousViolations, tolerateAxeStyles } from '../../support/axe';
import { expect, test } from '../../support/fixtures';
import { CitizenScreens } from './support/CitizenScreens';
import { signInAsCitizen } from './support/signIn';

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

  test('/user-account and its forms with messages have no serious or critical violations', async ({
    page,
    site,
  }) => {
    await page.goto('/user-account');
    await expect(site.heading('My account')).toBeVisible();
    await page.getByRole('status').waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Please enter your current password.')).toBeVisible();
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
