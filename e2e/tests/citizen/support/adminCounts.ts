import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS } from '../../../support/pages/LoginPage';
import { URLS } from '../../../support/site';

/** Open complaints as the admin dashboard counts them: GET /api/Admin/complaint-count as admin. */
export async function adminOpenCount(request: APIRequestContext): Promise<number> {
  const login = await request.post(`${URLS.api}/api/Account/login`, { data: ACCOUNTS.admin });
  const { token } = (await login.json()) as { token: string };
  const answer = await request.get(`${URLS.api}/api/Admin/complaint-count?statusFilter=All`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const complaints = (await answer.json()) as { status: string | null }[];
  return complaints.filter(({ status }) => status === 'Open').length;
}
