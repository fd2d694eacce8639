import type { Page, Request } from '@playwright/test';

/** The API calls (not files, not preflights) of one load of `address`, until the network is idle. */
export async function apiCallsOfLoad(page: Page, address: string): Promise<Request[]> {
  // Nothing of the page before (the landing screen after sign-in) may still be asking.
  await page.goto('about:blank');
  const calls: Request[] = [];
  const record = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/files/')) calls.push(request);
  };
  page.on('request', record);
  await page.goto(address, { waitUntil: 'networkidle' });
  page.off('request', record);
  return calls.filter((request) => request.method() !== 'OPTIONS');
}
