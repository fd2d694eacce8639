import { expect, test } from '../../support/fixtures';
import { adminOpenCount } from './support/adminCounts';
import { CitizenScreens } from './support/CitizenScreens';
import { signInAsCitizen } from './support/signIn';
import { drawPhoto } from './support/photos';
import { answerPopup } from '../../support/popups';

test.describe('a citizen files a complaint', () => {
  test('from the dashboard, with two photos and no suggestion: confirmed with its number, Open in the list and the counts, trackable', async ({
    page,
    site,
    request,
  }) => {
    const citizen = new CitizenScreens(page);
    const adminBefore = await adminOpenCount(request);
    await signInAsCitizen(page);
    await expect(site.heading('Status-wise Complaint Count')).toBeVisible();
    const openBefore = await citizen.countOf('Open');

    await citizen.fileComplaint.click();
    await expect(page).toHaveURL('/inquiry?add=1');
    await expect(site.heading('My complaints')).toBeVisible();
    await expect(citizen.form).toBeVisible();

    // The council's own district and ULB are the site's: said, not asked.
    await expect(citizen.form).toContainText(
      'Your complaint goes to Nagar Parishad Sundarpur (demo), Patna district.',
    );
    await expect(citizen.form.getByLabel('District')).toHaveCount(0);
    await expect(citizen.form.getByLabel(/ULB/)).toHaveCount(0);
    await expect(citizen.field('Ward').locator('option', { hasText: /^Ward 1$/ })).toHaveCount(1);
    await expect(citizen.form.getByRole('region', { name: 'What will be public' })).toContainText(
      'Your name, email address and mobile number are never shown.',
    );

    const whatIsWrong = `Water has stood by the school for a week (${Date.now()})`;
    await citizen.fillComplaint({ whatIsWrong, landmark: 'Opposite the ward office' });
    await citizen.field('Photo 1').setInputFiles(await drawPhoto(page, 'drain.jpg', 'image/jpeg'));
    await citizen.field('Photo 2').setInputFiles(await drawPhoto(page, 'lane.png', 'image/png'));

    const filing = page.waitForResponse((response) =>
      response.url().endsWith('/api/User/add-complaint'),
    );
    await citizen.form.getByRole('button', { name: 'Submit' }).click();
    const answer = await filing;
    expect(answer.status()).toBe(201);
    const { id, number, your_Suggestion } = (await answer.json()) as {
      id: number;
      number: string;
      your_Suggestion: string;
    };
    expect(your_Suggestion).toBe('');

    const confirmation = page.getByRole('dialog', { name: 'Complaint submitted successfully!' });
    await expect(confirmation).toContainText(`Your complaint number is ${number}.`);
    await expect(confirmation).toContainText('A council officer looks at your complaint');
    await expect(confirmation).toContainText(/within \d+ working days? of filing/);
    const track = confirmation.getByRole('link', { name: `Track complaint ${number}` });
    await expect(track).toHaveAttribute(
      'href',
      `/trackgrievance?number=${encodeURIComponent(number)}`,
    );
    await answerPopup(confirmation, 'OK');
    await expect(confirmation).toBeHidden();
    await expect(citizen.form).toHaveCount(0);
    await expect(citizen.addComplaint).toBeFocused();

    // The list has reloaded: the new complaint is there, Open, and stays under the Open filter.
    await expect(citizen.row(id).getByText('Open', { exact: true })).toBeVisible();
    await citizen.statusFilter.selectOption('Open');
    await expect(citizen.row(id)).toBeVisible();

    await citizen.row(id).getByRole('button', { name: 'View More' }).click();
    await expect(citizen.details).toContainText(whatIsWrong);
    for (const label of ['Public Image 1', 'Public Image 2']) {
      const photo = citizen.details.getByRole('img', { name: label });
      await expect(photo).toBeVisible();
      // The photo really decodes: it has a size, not a broken-image icon.
      // Visible comes first: the photo may still be on its way, so its size is waited for.
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBe(64);
    }
    await citizen.details.getByRole('button', { name: 'Close' }).click();

    await citizen.menu.getByRole('link', { name: 'Dashboard' }).click();
    await expect(site.heading('Status-wise Complaint Count')).toBeVisible();
    await expect.poll(() => citizen.countOf('Open')).toBe(openBefore + 1);
    expect(await adminOpenCount(request)).toBe(adminBefore + 1);

    // The way to track it leads to the public tracking page, which finds it.
    await page.goto(`/trackgrievance?number=${encodeURIComponent(number)}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText(number);
  });

  test('says what is missing, and the link in the confirmation opens the tracking page', async ({
    page,
    site,
  }) => {
    const citizen = new CitizenScreens(page);
    await signInAsCitizen(page);
    await page.goto('/inquiry?add=1');
    await expect(citizen.form).toBeVisible();
    await citizen.form.getByRole('button', { name: 'Submit' }).click();
    // Every problem at once: in the summary, as links to the fields, and beside each field.
    await expect(citizen.form.getByRole('alert').getByRole('link')).toHaveText([
      'Select a grievance type.',
      'Describe what is wrong.',
      'Select a ward.',
      'Enter a landmark.',
    ]);
    await expect(citizen.field('Ward')).toHaveAccessibleDescription('Select a ward.');
    await expect(citizen.field('Grievance type')).toBeFocused();

    await citizen.fillComplaint({
      whatIsWrong: 'The street light is out',
      landmark: 'Temple road',
      suggestion: 'Replace the bulb',
    });
    const filing = page.waitForResponse((response) =>
      response.url().endsWith('/api/User/add-complaint'),
    );
    await citizen.form.getByRole('button', { name: 'Submit' }).click();
    const { number } = (await (await filing).json()) as { number: string };
    const confirmation = page.getByRole('dialog', { name: 'Complaint submitted successfully!' });
    await confirmation.getByRole('link', { name: `Track complaint ${number}` }).click();
    await expect(page).toHaveURL(`/trackgrievance?number=${encodeURIComponent(number)}`);
    await expect(site.heading('Track Grievance')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toContainText(number);
  });
});
