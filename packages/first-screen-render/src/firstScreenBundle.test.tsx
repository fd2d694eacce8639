/**
 * @jest-environment node
 */
// A server bundle runs in Node, rendering for several visitors at once.
import { adminEndpoints, adminQueries, type CouncilDocument } from '@council/api-client';
import { aCircular, authorizationOf, fakeApi, pageOf, type SentRequest } from '@council/api-fake';
import { useQuery, useQueryClient, type QueryClient } from '@council/query';
import { useSearchParams } from '@council/router';
import { apiClient, NoSessionError, useRole, useSession } from '@council/shared-auth';
import { makeToken } from '@council/shared-auth/src/testing/jwt';
import { addCatalogue, addCatalogueLoader, useTranslation } from '@council/i18n';
import { menuLinksOf, useCouncil, useScreens } from '@council/site-config';
import { firstScreenBundle } from './firstScreenBundle';
import { serverScreensOf, type Page } from './serverScreens';
import {
  answersOf,
  configuredForTests,
  TEST_API_BASE,
  TEST_COUNCIL_NAME,
  testPublicPath,
  testServerSettings,
} from './testing';

const api = fakeApi();

const titlesOf = (documents: CouncilDocument[] | undefined) =>
  (documents ?? []).map(({ title }) => title).join(', ');

/** A signed-in screen with a call in each of two passes: notices, then circulars once they came. */
function NoticesPage() {
  const page = Number(useSearchParams()[0].get('page') ?? '1');
  const notices = useQuery(adminQueries.records(adminEndpoints.notices, { page }));
  caches.push(useQueryClient());
  return (
    <section>
      <h1>{useCouncil().name}</h1>
      <p>Notices: {titlesOf(notices.data?.items)}</p>
      {notices.isSuccess && <Circulars />}
    </section>
  );
}

function Circulars() {
  const circulars = useQuery(adminQueries.records(adminEndpoints.circulars));
  return <p>Circulars: {titlesOf(circulars.data?.items)}</p>;
}

/** The links of the signed-in layout's menu, as DashboardLayout reads them. */
function MenuPage() {
  return <nav>{menuLinksOf(useScreens(), 'console').map((link) => link.path)}</nav>;
}

/** The role a screen reads, as the signed-in layout's menu does. */
function RolePage() {
  return <p>{useRole() ?? 'nobody'}</p>;
}

// As a remote's page module registers its texts: English bundled, Hindi a lazy catalogue.
addCatalogue('render-test', 'en', { heading: 'Notices of {{council}}' });
const hindiTexts = jest.fn(async () => ({ default: { heading: '{{council}} की सूचनाएँ' } }));
addCatalogueLoader('render-test', 'hi', hindiTexts);

/** A screen in the reader's language, with a call: its two passes have a wait between them. */
function HeadedNoticesPage() {
  const { t } = useTranslation('render-test');
  const notices = useQuery(adminQueries.records(adminEndpoints.notices));
  return (
    <h1>
      {t('heading', { council: useCouncil().name })}: {titlesOf(notices.data?.items)}
    </h1>
  );
}

/** The caches the renders rendered with, to see what they keep afterwards. */
let caches: QueryClient[] = [];

/** An admin screen in the console's menu. */
function consoleScreen(path: string, module: string, order: number, more = {}) {
  const title = { en: module.slice(2) };
  return { path, module, access: ['admin'], title, menu: { group: 'console', order }, ...more };
}

const declared = {
  modules: {
    './Notices': './src/notices/NoticesPage.tsx',
    './Menu': './src/menu/MenuPage.tsx',
    './InBrowser': './src/browser/InBrowserPage.tsx',
    './Role': './src/role/RolePage.tsx',
    './Headed': './src/headed/HeadedNoticesPage.tsx',
  },
  screens: [
    consoleScreen('/editnotice', './Notices', 20, { firstScreen: 'server' }),
    consoleScreen('/menu', './Menu', 10, { firstScreen: 'server' }),
    consoleScreen('/later', './InBrowser', 30),
    {
      path: '/headed',
      module: './Headed',
      access: ['admin'],
      title: { en: 'Headed', hi: 'शीर्षक' },
      firstScreen: 'server',
    },
    {
      path: '/role',
      module: './Role',
      access: ['admin', 'officer'],
      title: { en: 'Role' },
      firstScreen: 'server',
    },
  ],
};
const pages: Record<string, Page> = {
  'notices/NoticesPage.tsx': NoticesPage,
  'menu/MenuPage.tsx': MenuPage,
  'role/RolePage.tsx': RolePage,
  'headed/HeadedNoticesPage.tsx': HeadedNoticesPage,
};
const loadPage = jest.fn(async (file: string) => ({ default: pages[file] as Page }));
const setPublicPath = jest.fn();
const bundle = firstScreenBundle(serverScreensOf('admin_console', declared, loadPage), {
  setPublicPath,
});
const { renderScreen } = bundle;

/** Each call answers one document (a circular's record serves notices too) that names the Authorization it came with. */
const namingItsToken = (request: SentRequest) =>
  pageOf([aCircular({ title: `for ${authorizationOf(request) ?? 'nobody'}` })]);

configuredForTests(bundle, 'admin_console');

beforeEach(() => {
  caches = [];
  loadPage.mockClear();
});

describe("a remote's server bundle, configured", () => {
  it('sets its public path through its entry, and the API of the site', () => {
    expect(setPublicPath).toHaveBeenCalledWith(testPublicPath('admin_console'));
    expect(apiClient.defaults.baseURL).toBe(TEST_API_BASE);
  });

  it('renders for the configured council', async () => {
    api.answers({
      'GET /api/v2/admin/notices': namingItsToken,
      'GET /api/v2/admin/circulars': namingItsToken,
    });
    const rendered = await renderScreen('./Notices', {}, '/editnotice', 'token-of-asha');
    expect(rendered?.html).toContain(`<h1>${TEST_COUNCIL_NAME}</h1>`);
  });

  it("gives the signed-in layout's menu the remote's own screens", async () => {
    const rendered = await renderScreen('./Menu', {}, '/menu', 'token-of-asha');
    expect(rendered?.html).toBe('<nav>/menu<!-- -->/editnotice<!-- -->/later</nav>');
  });

  it("keeps the site's table of screens where its configuration has one", async () => {
    const settings = testServerSettings('admin_console');
    const [menu] = serverScreensOf('admin_console', declared, loadPage).own;
    const screens = [{ ...menu, path: '/from-the-table' }];
    bundle.configureFirstScreens({
      ...settings,
      siteConfig: { ...(settings.siteConfig as object), screens },
    });
    try {
      const rendered = await renderScreen('./Menu', {}, '/menu', 'token-of-asha');
      expect(rendered?.html).toBe('<nav>/from-the-table</nav>');
    } finally {
      bundle.configureFirstScreens(settings);
    }
  });
});

describe('a render with the visitor’s session token', () => {
  beforeEach(() =>
    api.answers({
      'GET /api/v2/admin/notices': namingItsToken,
      'GET /api/v2/admin/circulars': namingItsToken,
    }),
  );

  it('puts the token on every call the screen makes, in every pass', async () => {
    const rendered = await renderScreen('./Notices', {}, '/editnotice?page=2', 'token-of-asha');

    expect(api.sentAddresses()).toEqual([
      '/api/v2/admin/notices?page=2',
      '/api/v2/admin/circulars?page=1',
    ]);
    expect(api.sent.map(authorizationOf)).toEqual(['Bearer token-of-asha', 'Bearer token-of-asha']);
    expect(rendered?.html).toContain('Notices: <!-- -->for Bearer token-of-asha');
    expect(rendered?.html).toContain('Circulars: <!-- -->for Bearer token-of-asha');
    expect(Object.keys(answersOf(rendered?.calls))).toHaveLength(2);
  });

  it('sends each visitor’s own token when two renders run at once, never the other’s', async () => {
    // Each call is answered only once both renders have made it: the two are in flight together.
    const both = () => {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let arrived = 0;
      return async (request: SentRequest) => {
        arrived += 1;
        if (arrived === 2) release();
        await gate;
        return namingItsToken(request);
      };
    };
    api.answers({ 'GET /api/v2/admin/notices': both(), 'GET /api/v2/admin/circulars': both() });

    const [asha, ravi] = await Promise.all([
      renderScreen('./Notices', {}, '/editnotice', 'token-of-asha'),
      renderScreen('./Notices', {}, '/editnotice', 'token-of-ravi'),
    ]);

    expect(api.sent).toHaveLength(4);
    expect(asha?.html).toContain('Notices: <!-- -->for Bearer token-of-asha');
    expect(asha?.html).toContain('Circulars: <!-- -->for Bearer token-of-asha');
    expect(asha?.html).not.toContain('ravi');
    expect(ravi?.html).toContain('Notices: <!-- -->for Bearer token-of-ravi');
    expect(ravi?.html).toContain('Circulars: <!-- -->for Bearer token-of-ravi');
    expect(ravi?.html).not.toContain('asha');
  });

  it("gives the screen the role of the visitor's token, not the process's store", async () => {
    useSession.setState({ token: makeToken({ role: 'admin' }), role: 'admin', expiresAt: null });
    try {
      const officer = makeToken({ role: 'officer', sub: '7' });
      expect((await renderScreen('./Role', {}, '/role', officer))?.html).toBe('<p>officer</p>');
      // A token that names no role (not one of ours) renders for nobody.
      expect((await renderScreen('./Role', {}, '/role', 'token-of-asha'))?.html).toBe(
        '<p>nobody</p>',
      );
    } finally {
      useSession.setState({ token: null, role: null, expiresAt: null });
    }
  });

  it('keeps none of its answers in its cache once done', async () => {
    await renderScreen('./Notices', {}, '/editnotice', 'token-of-asha');

    expect(caches.length).toBeGreaterThan(0);
    for (const cache of caches) expect(cache.getQueryCache().getAll()).toEqual([]);
  });

  it('leaves its token to no call made after it', async () => {
    await renderScreen('./Notices', {}, '/editnotice', 'token-of-asha');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api.forgetSent();

    await expect(apiClient.get('/api/v2/admin/notices')).rejects.toThrow(NoSessionError);
    expect(api.sent).toEqual([]);
  });
});

describe('a render without a token', () => {
  beforeEach(() => {
    api.answers({ 'GET /api/v2/admin/notices': namingItsToken });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    useSession.setState({ token: null, role: null, expiresAt: null });
  });

  it.each([undefined, ''])(
    'rejects (token %p): the signed-in call fails, and is not sent',
    async (token) => {
      await expect(renderScreen('./Notices', {}, '/editnotice', token)).rejects.toThrow(
        NoSessionError,
      );
      expect(api.sent).toEqual([]);
      for (const cache of caches) expect(cache.getQueryCache().getAll()).toEqual([]);
    },
  );

  it("does not take a token from the process's session store", async () => {
    useSession.setState({
      token: 'token-of-the-store',
      role: 'admin',
      expiresAt: Date.now() + 1e6,
    });

    await expect(renderScreen('./Notices', {}, '/editnotice')).rejects.toThrow(NoSessionError);
    expect(api.sent).toEqual([]);
  });
});

describe('a module the server does not render', () => {
  it.each(['./InBrowser', './NoSuchModule', 'constructor', '__proto__'])(
    'gives null for %s, with no page loaded and no call made',
    async (module) => {
      await expect(renderScreen(module, {}, '/later', 'token-of-asha')).resolves.toBeNull();
      expect(loadPage).not.toHaveBeenCalled();
      expect(api.sent).toEqual([]);
    },
  );
});

describe("a first screen in the reader's language", () => {
  beforeEach(() => api.answers({ 'GET /api/v2/admin/notices': pageOf([aCircular()]) }));

  it('is rendered in English by default, and in Hindi when asked', async () => {
    const english = await renderScreen('./Headed', {}, '/headed', 'token-of-asha');
    const hindi = await renderScreen('./Headed', {}, '/headed', 'token-of-asha', 'hi');
    expect(english?.html).toContain(`Notices of ${TEST_COUNCIL_NAME}`);
    expect(hindi?.html).toContain(`${TEST_COUNCIL_NAME} की सूचनाएँ`);
    expect(hindiTexts).toHaveBeenCalledTimes(1);
  });

  it('is English for a language the site does not offer', async () => {
    const rendered = await renderScreen('./Headed', {}, '/headed', 'token-of-asha', 'fr');
    expect(rendered?.html).toContain(`Notices of ${TEST_COUNCIL_NAME}`);
  });

  it('keeps each visitor in their own language when two renders wait on the API at once', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let arrived = 0;
    api.answers({
      'GET /api/v2/admin/notices': async () => {
        arrived += 1;
        if (arrived === 2) release();
        await gate;
        return pageOf([aCircular({ title: 'Water' })]);
      },
    });
    const [hindi, english] = await Promise.all([
      renderScreen('./Headed', {}, '/headed', 'token-of-asha', 'hi'),
      renderScreen('./Headed', {}, '/headed', 'token-of-ravi', 'en'),
    ]);
    expect(hindi?.html).toContain('की सूचनाएँ');
    expect(hindi?.html).toContain('Water');
    expect(english?.html).toContain('Notices of');
    expect(english?.html).not.toContain('सूचनाएँ');
  });
});
