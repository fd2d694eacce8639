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
    await expect(site.heading('My complaints')).toBeVisible();
    await page.getByRole('status').waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);

    await citizen.addComplaint.click();
    await expect(citizen.form).toBeVisible();
    // The messages of a submit with nothing filled in are part of what a reader meets.
    await citizen.form.getByRole('button', { name: 'Submit' }).click();
    await expect(
      citizen.form.getByRole('link', { name: 'Select a grievance type.' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the confirmation of a filed complaint has no serious or critical violations', async ({
    page,
  }) => {
    const citizen = new CitizenScreens(page);
    await page.goto('/inquiry?add=1');
    await citizen.fillComplaint({ whatIsWrong: 'Garbage not collected', landmark: 'Bus stand' });
    await citizen.form.getByRole('button', { name: 'Submit' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Complaint submitted successfully!' });
    await expect(confirmation.getByRole('link', { name: /^Track complaint / })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
