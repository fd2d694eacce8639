import { expect, test } from '../../support/fixtures';
import { adminOpenCount } from './support/adminCounts';
import { CitizenScreens } from './support/CitizenScreens';
import { signInAsCitizen } from './support/signIn';
import { drawPhoto } from './support/photos';

test.describe('a citizen files a complaint', () => {
  test('with two photos: it is Open in the list and the counts, with its photos, and the admin counts it', async ({
    page,
    site,
    request,
  }) => {
    const citizen = new CitizenScreens(page);
    const adminBefore = await adminOpenCount(request);
    await signInAsCitizen(page);
    await expect(site.heading('Status-wise Complaint Count')).toBeVisible();
    const openBefore = await citizen.countOf('Open');

    await citizen.menu.getByRole('link', { name: 'Add/View Grievance' }).click();
    await expect(page).toHaveURL('/inquiry');
    await expect(site.heading('Complaints Management')).toBeVisible();
    await citizen.addComplaint.click();

    // Every select offers the lookups; the first real choice is as good as any.
    for (const select of ['Grievance', 'District', 'Ward', 'ULB']) {
      await expect(citizen.field(select).locator('option')).not.toHaveCount(1);
      await citizen.field(select).selectOption({ index: 1 });
    }
    const suggestion = `Clear the drain by the school (${Date.now()})`;
    await citizen.field('Your Suggestion').fill(suggestion);
    await citizen.field('Landmark').fill('Opposite the ward office');
    await citizen.field('Additional Info').fill('Water has stood here for a week.');
    await citizen
      .field('Public Image 1')
      .setInputFiles(await drawPhoto(page, 'drain.jpg', 'image/jpeg'));
    await citizen
      .field('Public Image 2')
      .setInputFiles(await drawPhoto(page, 'lane.png', 'image/png'));

    const filing = page.waitForResponse((response) =>
      response.url().endsWith('/api/User/add-complaint'),
    );
    await citizen.form.getByRole('button', { name: 'Submit' }).click();
    const answer = await filing;
    expect(answer.status()).toBe(201);
    const { id } = (await answer.json()) as { id: number };

    const popup = page.getByRole('dialog', { name: 'Complaint submitted successfully!' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(citizen.form).toHaveCount(0);

    // The list has reloaded: the new complaint is there, Open, and stays under the Open filter.
    await expect(citizen.row(id).getByText('Open', { exact: true })).toBeVisible();
    await citizen.statusFilter.selectOption('Open');
    await expect(citizen.row(id)).toBeVisible();

    await citizen.row(id).getByRole('button', { name: 'View More' }).click();
    await expect(citizen.details).toContainText(suggestion);
    for (const label of ['Public Image 1', 'Public Image 2']) {
      const photo = citizen.details.getByRole('img', { name: label });
      await expect(photo).toBeVisible();
      // The photo really decodes: it has a size, not a broken-image icon.
      expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
    }
    await citizen.details.getByRole('button', { name: 'Close' }).click();

    await citizen.menu.getByRole('link', { name: 'Dashboard' }).click();
    await expect(site.heading('Status-wise Complaint Count')).toBeVisible();
    await expect.poll(() => citizen.countOf('Open')).toBe(openBefore + 1);
    expect(await adminOpenCount(request)).toBe(adminBefore + 1);
  });
});
