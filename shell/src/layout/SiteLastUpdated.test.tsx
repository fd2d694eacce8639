import { renderToString } from 'react-dom/server';
import { act, screen } from '@testing-library/react';
import { fakeApi, failWith, PENDING } from '@council/api-fake';
import { LAST_UPDATED_PARTS } from '@council/contract/paths';
import { setLanguage } from '@council/i18n';
import { QueryClientProvider } from '@council/query';
import { testQueryClient } from '@council/api-client/src/testing';
import { publicQueries } from '@council/api-client';
import { renderAt } from '../testing/renderWithShell';
import { SiteLastUpdated } from './SiteLastUpdated';

const api = fakeApi();
const CALL = 'GET /api/v2/public/last-updated';
const NONE = Object.fromEntries(LAST_UPDATED_PARTS.map((part) => [part, null])) as Record<
  (typeof LAST_UPDATED_PARTS)[number],
  null
>;

afterEach(() => act(() => setLanguage('en')));

describe("the footer's site last updated line", () => {
  it("names the site's newest change, in Indian time", async () => {
    api.answer(CALL, { site: '2026-03-05T20:00:00.000Z', parts: NONE });
    renderAt('/home', <SiteLastUpdated />);
    const line = await screen.findByText('Site last updated on 06/Mar/2026');
    expect(line).toHaveAttribute('datetime', '2026-03-05T20:00:00.000Z');
  });

  it('in Hindi as Hindi writes a date', async () => {
    await act(() => setLanguage('hi'));
    api.answer(CALL, { site: '2026-03-09T06:00:00.000Z', parts: NONE });
    renderAt('/home', <SiteLastUpdated />);
    expect(await screen.findByText('साइट का अंतिम अद्यतन: 09 मार्च 2026')).toBeInTheDocument();
  });

  it('says nothing while loading, on failure, or when nothing has changed', async () => {
    for (const reply of [PENDING, failWith(500), { site: null, parts: NONE }]) {
      api.answer(CALL, reply);
      const { unmount } = renderAt('/home', <SiteLastUpdated />);
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.queryByText(/last updated/)).toBeNull();
      unmount();
    }
  });

  it('renders the answer at hand on the server, which the page hands over for hydration', () => {
    const client = testQueryClient();
    client.setQueryData(publicQueries.lastUpdated().queryKey, {
      site: '2026-03-05T20:00:00.000Z',
      parts: NONE,
    });
    const html = renderToString(
      <QueryClientProvider client={client}>
        <SiteLastUpdated />
      </QueryClientProvider>,
    );
    expect(html).toBe(
      '<p class="mb-1"><time dateTime="2026-03-05T20:00:00.000Z">Site last updated on 06/Mar/2026</time></p>',
    );
    expect(api.sent).toEqual([]);
  });
});
