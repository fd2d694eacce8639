import type { APIRequestContext } from '@playwright/test';
import { NewComplaintForm } from '@council/contract';
import { DEFAULT_PAGE_SIZE, PagedPaths } from '@council/contract/paths';
import { expect, test } from '../../support/fixtures';
import { ACCOUNTS } from '../../support/pages/LoginPage';
import { URLS } from '../../support/site';
import { CitizenScreens } from './support/CitizenScreens';
import { signInAsCitizen } from './support/signIn';

// The citizen's own complaints come a page at a time, with the page in the address, so that a
// page can be linked, reloaded and reached with Back. The demo citizen has a few complaints; this
// files enough through the API (no photos) for a second page. The e2e API allows that many an
// hour (COMPLAINTS_PER_HOUR in support/site.ts).

type Headers = { Authorization: string };

async function citizenHeaders(request: APIRequestContext): Promise<Headers> {
  const login = await request.post(`${URLS.api}/api/Account/login`, { data: ACCOUNTS.citizen });
  expect(login.status()).toBe(200);
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** The citizen's complaint ids of one page of their list, newest first, and how many in all. */
async function listPage(request: APIRequestContext, headers: Headers, page: number) {
  const answer = await request.get(`${URLS.api}${PagedPaths.user.complaints}?page=${page}`, {
    headers,
  });
  expect(answer.status()).toBe(200);
  const { items, total } = (await answer.json()) as { items: { id: number }[]; total: number };
  return { ids: items.map(({ id }) => id), total };
}

/** The first choice of one of the form's lookups (/api/User/grievance, ...). */
async function firstChoice(request: APIRequestContext, headers: Headers, lookup: string) {
  const answer = await request.get(`${URLS.api}/api/User/${lookup}`, { headers });
  const [first] = (await answer.json()) as { id: number }[];
  if (!first) throw new Error(`no ${lookup} to choose`);
  return String(first.id);
}

/** Files complaints until the citizen's list has a second page. */
async function fillASecondPage(request: APIRequestContext, headers: Headers): Promise<void> {
  const choices = {
    [NewComplaintForm.grievance]: await firstChoice(request, headers, 'grievance'),
    [NewComplaintForm.district]: await firstChoice(request, headers, 'district'),
    [NewComplaintForm.ward]: await firstChoice(request, headers, 'ward'),
    [NewComplaintForm.ulb]: await firstChoice(request, headers, 'ulb'),
  };
  const { total } = await listPage(request, headers, 1);
  for (let filed = total; filed <= DEFAULT_PAGE_SIZE; filed += 1) {
    const answer = await request.post(`${URLS.api}/api/User/add-complaint`, {
      headers,
      multipart: {
        ...choices,
        [NewComplaintForm.suggestion]: `Paging check ${filed + 1}`,
        [NewComplaintForm.landmark]: 'Near the ward office',
        [NewComplaintForm.additionalInformation]: 'Filed by the e2e paging check.',
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }
}

test('/inquiry keeps its page in the address: linked, reloaded, reached with Back', async ({
  page,
  request,
}) => {
  const headers = await citizenHeaders(request);
  await fillASecondPage(request, headers);
  const [newest] = (await listPage(request, headers, 1)).ids;
  const [onSecondPage] = (await listPage(request, headers, 2)).ids;
  if (newest === undefined || onSecondPage === undefined) throw new Error('no second page');

  const citizen = new CitizenScreens(page);
  const pages = page.getByRole('navigation', { name: 'Pages of your complaints' });
  await signInAsCitizen(page);
  await page.goto('/inquiry?page=2');
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(citizen.row(onSecondPage)).toBeVisible();
  await expect(citizen.row(newest)).toHaveCount(0);

  await pages.getByRole('link', { name: 'Page 1' }).click();
  await expect(page).toHaveURL(/\/inquiry$/);
  await expect(citizen.row(newest)).toBeVisible();
  await expect(citizen.row(onSecondPage)).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/inquiry\?page=2$/);
  await expect(citizen.row(onSecondPage)).toBeVisible();
  await page.reload();
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(citizen.row(onSecondPage)).toBeVisible();

  // Another status is another list: it starts again at its first page.
  await citizen.statusFilter.selectOption('Open');
  await expect(page).toHaveURL(/\/inquiry\?status=Open$/);
  await expect(citizen.row(newest)).toBeVisible();
});
