import { expect, test } from '../support/fixtures';
import { URLS } from '../support/site';

test.describe('a citizen reading the public site', () => {
  test('visits /home and /notice without fetching the admin or citizen remotes', async ({
    page,
    site,
    requests,
  }) => {
    await page.goto('/home');
    await expect(site.heading('Home')).toBeVisible();
    await expect(site.header).toBeVisible();
    await expect(site.footer).toBeVisible();

    await page.goto('/notice');
    await expect(site.heading('Notice')).toBeVisible();

    // The public remote was fetched, so the record is not empty by accident...
    expect(requests.to(URLS['public-site'])).toContainEqual(
      `${URLS['public-site']}/remoteEntry.js`,
    );
    // ...and nothing at all went to the other two remotes' origins.
    expect(requests.to(URLS['admin-console'])).toEqual([]);
    expect(requests.to(URLS['citizen-portal'])).toEqual([]);
  });
});
