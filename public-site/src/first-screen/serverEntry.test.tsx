/**
 * @jest-environment node
 */
// The server bundle runs in Node: no window, no document.
import { apiClient } from '@council/shared-auth';
import { JPEG_BASE64 } from '../testing/renderScreen';
import { sentRequests, stubApi } from '../testing/stubApi';
import { pageCalls } from './firstScreenCalls';
import { configureFirstScreens, renderScreen } from './serverEntry';

const OFFICIALS = '/api/Public/minister-officer-employee-by-designations';
const filled = {
  '/api/Public/slider': { data: [{ id: 1, sliderPath: JPEG_BASE64 }] },
  '/api/Public/about': {
    data: [{ id: 1, name: 'Office', description: 'Our town <by> the river.', photoPath: null }],
  },
  [OFFICIALS]: { data: { data: [{ id: 5, name: 'Asha Singh', designation: 'Chairman' }] } },
  '/api/Public/complaint-count': { data: [{ status: 'Open' }, { status: 'Open' }] },
};

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
    stubApi(filled);
    const rendered = await renderScreen('./Home', {});
    expect(rendered).not.toBeNull();
    const { html, calls } = rendered ?? { html: '', calls: {} };
    expect(html).toContain('Our town &lt;by&gt; the river.');
    expect(html).toContain('Asha Singh');
    expect(html).toContain('Open: 2');
    expect(html).not.toContain('Loading...');
    expect(Object.keys(calls).sort()).toEqual([
      'about',
      'complaint-counts',
      'officials:home',
      'slides',
    ]);
    expect(calls['complaint-counts']).toEqual([{ status: 'Open', count: 2 }]);
    // Each call once, whatever the passes.
    expect(sentRequests.filter((request) => request === '/api/Public/slider')).toHaveLength(1);
  });

  // zustand's own hook would render the store's first state here, the demo council.
  it("names the configured council, not the demo's, in the server's markup", async () => {
    stubApi(filled);
    const rendered = await renderScreen('./Home', {});
    expect(rendered?.html).toContain('Welcome to Rampur Nagar Panchayat');
  });

  it('renders the about page with its two answers', async () => {
    stubApi(filled);
    const rendered = await renderScreen('./About', {});
    expect(rendered?.html).toContain('Our town &lt;by&gt; the river.');
    expect(Object.keys(rendered?.calls ?? {}).sort()).toEqual(['about', 'officials:home']);
    expect(sentRequests).not.toContain('/api/Public/slider');
  });

  it.each(['./Officials', './Tenders', 'constructor', '__proto__', 'toString'])(
    'leaves %s to the browser',
    async (module) => {
      stubApi(filled);
      await expect(renderScreen(module, {})).resolves.toBeNull();
      expect(sentRequests).toEqual([]);
    },
  );

  it('rejects when a call of the screen fails, so that the browser renders the page', async () => {
    stubApi({ ...filled, '/api/Public/about': { status: 500 } });
    await expect(renderScreen('./Home', {})).rejects.toThrow('Request failed with status code 500');
  });

  it('has no answers from a page where there is no document', () => {
    expect(pageCalls().take('slides', async () => [])).toBeUndefined();
  });
});
