/**
 * @jest-environment node
 */
// The server bundle runs in Node: no window, no document.
import { apiClient } from '@council/shared-auth';
import { failWith, fakeApi } from '@council/api-fake';
import { homeAnswers } from '../testing/homeAnswers';
import type { DehydratedState } from '@council/query';
import { HOME_DESIGNATIONS, publicQueries } from '@council/api-client';
import { configureFirstScreens, renderScreen } from './serverEntry';

const api = fakeApi({ otherCalls: 'empty list' });

/** The answers handed over to the page, by query key. */
function answersOf(calls: Record<string, unknown> | undefined): Record<string, unknown> {
  const { queries } = (calls ?? { queries: [] }) as unknown as DehydratedState;
  return Object.fromEntries(queries.map((query) => [query.queryHash, query.state.data]));
}

const HOME_OFFICIALS = JSON.stringify(publicQueries.officials(HOME_DESIGNATIONS, 'Yes').queryKey);

describe("the public site's server bundle", () => {
  beforeAll(() => {
    // What webpack gives the bundle; here a global the configuration sets.
    Object.assign(globalThis, { __webpack_public_path__: '' });
    configureFirstScreens({
      siteConfig: {
        apiBaseUrl: 'https://api.council.test/',
        remotes: {
          public_site: 'https://cdn.test/public-site/remoteEntry.js',
          admin_console: 'https://cdn.test/admin-console/remoteEntry.js',
          citizen_portal: 'https://cdn.test/citizen-portal/remoteEntry.js',
        },
        council: { name: 'Rampur Nagar Panchayat' },
      },
      publicPath: 'https://cdn.test/public-site/',
    });
  });

  it('is configured with the address of its files and the API of the site', () => {
    expect(typeof window).toBe('undefined');
    expect(globalThis).toHaveProperty('__webpack_public_path__', 'https://cdn.test/public-site/');
    expect(apiClient.defaults.baseURL).toBe('https://api.council.test');
  });

  it('renders the home page with its answers and hands over its four answers', async () => {
    api.answers(homeAnswers);
    const rendered = await renderScreen('./Home', {});
    expect(rendered).not.toBeNull();
    const { html, calls } = rendered ?? { html: '', calls: {} };
    expect(html).toContain('Our town &lt;by&gt; the river.');
    expect(html).toContain('Asha Singh');
    expect(html).toContain('Open: 2');
    expect(html).not.toContain('Loading...');
    const answers = answersOf(calls);
    expect(Object.keys(answers).sort()).toEqual([
      '["public","about"]',
      '["public","complaint-counts"]',
      HOME_OFFICIALS,
      '["public","slides"]',
    ]);
    expect(answers['["public","complaint-counts"]']).toEqual([
      { status: 'Open', count: 2 },
      { status: 'Resolved', count: 1 },
    ]);
    // Each call once, whatever the passes.
    expect(api.sentTo('GET /api/Public/slider')).toHaveLength(1);
  });

  // zustand's own hook would render the store's first state here, the demo council.
  it("names the configured council, not the demo's, in the server's markup", async () => {
    api.answers(homeAnswers);
    const rendered = await renderScreen('./Home', {});
    expect(rendered?.html).toContain('Welcome to Rampur Nagar Panchayat');
  });

  it('renders the about page with its two answers', async () => {
    api.answers(homeAnswers);
    const rendered = await renderScreen('./About', {});
    expect(rendered?.html).toContain('Our town &lt;by&gt; the river.');
    expect(Object.keys(answersOf(rendered?.calls)).sort()).toEqual([
      '["public","about"]',
      HOME_OFFICIALS,
    ]);
    expect(api.sentTo('GET /api/Public/slider')).toEqual([]);
  });

  it.each(['./Officials', './Tenders', 'constructor', '__proto__', 'toString'])(
    'leaves %s to the browser',
    async (module) => {
      api.answers(homeAnswers);
      await expect(renderScreen(module, {})).resolves.toBeNull();
      expect(api.sent).toEqual([]);
    },
  );

  it('rejects when a call of the screen fails, so that the browser renders the page', async () => {
    api.answers({ ...homeAnswers, 'GET /api/Public/about': failWith(500) });
    await expect(renderScreen('./Home', {})).rejects.toThrow('Request failed with status code 500');
  });
});
