/**
 * @jest-environment node
 */
import { aNewsItem, failWith, fakeApi, pageOf, PENDING } from '@council/api-fake';
import { LAST_UPDATED_PARTS } from '@council/contract/paths';
import { answersOf } from '@council/first-screen-render/src/testing';
import { useSession } from '@council/shared-auth';
import { makeToken } from '@council/shared-auth/src/testing/jwt';
import { SITE_SCREENS } from '../testing/siteScreens';
import {
  configureFrames,
  describePage,
  pageOfSession,
  renderFrame,
  SCREEN_MARKER,
} from './serverEntry';

const siteConfig = {
  apiBaseUrl: 'http://api.example',
  remotes: {
    public_site: 'http://public.example/remoteEntry.js',
    admin_console: 'http://admin.example/remoteEntry.js',
    citizen_portal: 'http://citizen.example/remoteEntry.js',
  },
  council: { name: 'Rampur Nagar Panchayat' },
};

// Every read of the frame but those a test answers: 404.
const api = fakeApi();
beforeAll(() => configureFrames(siteConfig));

const frameOf = (path: string) => renderFrame(path, SITE_SCREENS);

describe("the shell's server render of a page's frame", () => {
  it('renders the public frame of /home around the marker, with the screen it names', async () => {
    const frame = await frameOf('/home');
    expect(frame?.screen).toEqual({ remote: 'public_site', module: './Home', props: {} });
    expect(frame?.html).toContain('<header class="shell-header">');
    expect(frame?.html).toContain('<footer');
    expect(frame?.html.split(SCREEN_MARKER)).toHaveLength(2);
  });

  it('renders no account links for a visitor who is not signed in', async () => {
    const html = (await frameOf('/home'))?.html ?? '';
    expect(html).not.toContain('My dashboard');
    expect(html).toContain('Citizen&#x27;s Login');
  });

  it('names the configured council, not the demo one', async () => {
    expect((await frameOf('/home'))?.html).toContain('Rampur Nagar Panchayat');
  });

  it('matches paths as the router does: any case, a trailing slash', async () => {
    expect((await frameOf('/About/'))?.screen?.module).toBe('./About');
  });

  it("passes a screen's props to it", async () => {
    expect((await frameOf('/chairman'))?.screen).toEqual({
      remote: 'public_site',
      module: './Officials',
      props: { group: 'chairman' },
    });
  });

  it('renders the table of this page load: a new screen, with its menu entry', async () => {
    const added = {
      path: '/tenders-2026',
      module: './Tenders',
      props: { period: 'active' },
      access: 'public' as const,
      title: { en: 'Tenders of 2026' },
      menu: { group: 'tenders', order: 30 },
      remote: 'public_site' as const,
    };
    const frame = await renderFrame('/tenders-2026', [...SITE_SCREENS, added]);
    expect(frame?.screen).toEqual({
      remote: 'public_site',
      module: './Tenders',
      props: { period: 'active' },
    });
    expect(frame?.html).toContain('href="/tenders-2026"');
    expect(frame?.html).toContain('Tenders of 2026');
    expect(frame?.html.split(SCREEN_MARKER)).toHaveLength(2);
  });

  it.each(['/dashboard', '/userdashboard', '/no-such-page', '/home.js', '/verify-email'])(
    'leaves %s to the browser',
    async (path) => {
      expect(await frameOf(path)).toBeNull();
    },
  );
});

describe('what the page at a path holds for a session', () => {
  it("names a remote's screen, the shell's own page, or nothing for the browser", () => {
    expect(pageOfSession('/chairman', SITE_SCREENS)).toEqual({
      screen: { remote: 'public_site', module: './Officials', props: { group: 'chairman' } },
      renderedFor: null,
    });
    expect(pageOfSession('/login', SITE_SCREENS)).toEqual({ screen: null, renderedFor: null });
    expect(pageOfSession('/verify-email', SITE_SCREENS)).toBeNull();
    expect(pageOfSession('/dashboard', SITE_SCREENS)).toBeNull();
  });

  it('names the screen a signed-in session may open, and no sign-in page for it', () => {
    const token = makeToken({ role: 'admin', exp: Math.floor(Date.now() / 1000) + 3600 });
    expect(pageOfSession('/dashboard', SITE_SCREENS, token)?.renderedFor).toBe('admin');
    expect(pageOfSession('/login', SITE_SCREENS, token)).toBeNull();
  });
});

describe("the shell's own pages, rendered whole in the frame", () => {
  it('renders the sign-in page for a visitor: its form, titled, with no remote screen', async () => {
    const frame = await frameOf('/login');
    expect(frame?.screen).toBeNull();
    expect(frame?.title).toBe('Login');
    expect(frame?.html).toContain('<header class="shell-header">');
    expect(frame?.html).toContain('<h1 id="login-title"');
    expect(frame?.html).toContain('<form noValidate="" method="post">');
    expect(frame?.html).toContain('id="login-password"');
    expect(frame?.html).not.toContain(SCREEN_MARKER);
  });

  it.each([
    ['/register', 'Create an account'],
    ['/forgot-password', 'Forgot password'],
    ['/Sitemap/', 'Sitemap'],
  ])('renders %s with its heading', async (path, heading) => {
    const frame = await frameOf(path);
    expect(frame?.title).toBe(heading);
    expect(frame?.html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  });

  it("lists the site's public pages on the sitemap, by the table of this page load", async () => {
    const html = (await frameOf('/sitemap'))?.html ?? '';
    expect(html).toContain('class="shell-sitemap"');
    expect(html).toContain('href="/notice"');
  });

  it("renders it at the address's query, as the browser does: the citizens' sign-in", async () => {
    const frame = await renderFrame('/login', SITE_SCREENS, undefined, 'en', '?as=citizen');
    expect(frame?.html).toContain('Sign in to file and follow your complaints.');
    expect(frame?.html).not.toContain('Sign in for council staff');
  });

  it('renders it in the reader’s language, with the page’s own texts', async () => {
    const frame = await renderFrame('/login', SITE_SCREENS, undefined, 'hi');
    expect(frame?.language).toBe('hi');
    expect(frame?.title).toBe('लॉग इन');
    expect(frame?.html).toContain('>लॉग इन</h1>');
  });

  it('leaves it to the browser for someone signed in, whom the page sends on', async () => {
    const admin = makeToken({ role: 'admin', exp: Math.floor(Date.now() / 1000) + 3600 });
    expect(await renderFrame('/login', SITE_SCREENS, admin)).toBeNull();
  });
});

describe("the frame's own reads (the ticker's news, the site's last change)", () => {
  const NEWS = 'GET /api/v2/public/latest-news';
  const LAST_UPDATED = 'GET /api/v2/public/last-updated';
  const noParts = Object.fromEntries(LAST_UPDATED_PARTS.map((part) => [part, null])) as Record<
    (typeof LAST_UPDATED_PARTS)[number],
    null
  >;

  it('renders them with their answers, and hands the answers over for the page', async () => {
    api.answers({
      [NEWS]: pageOf([aNewsItem({ id: 8, title: 'Cleanliness drive on Saturday' })]),
      [LAST_UPDATED]: { site: '2026-03-05T20:00:00.000Z', parts: noParts },
    });
    const frame = await frameOf('/home');
    expect(frame?.html).toContain('href="/latestnews-details?id=8"');
    expect(frame?.html).toContain('Cleanliness drive on Saturday');
    expect(frame?.html).toContain('Site last updated on 06/Mar/2026');
    expect(Object.keys(answersOf(frame?.calls)).sort()).toEqual([
      '["public","last-updated"]',
      '["public","latest-news",{"page":1,"size":5}]',
    ]);
    expect(api.sentTo(NEWS)[0]?.url.searchParams.get('size')).toBe('5');
  });

  it("renders a read it shares with the screen from the screen's answer, asking the API nothing for it", async () => {
    // The remote's screen read the last change (its "Last updated" line): the page holds that
    // one answer, and the browser hydrates the footer from it. The frame's own read, late here,
    // would have left the footer without it.
    api.answers({ [NEWS]: pageOf([]), [LAST_UPDATED]: PENDING });
    const screenAnswers = {
      mutations: [],
      queries: [
        {
          queryKey: ['public', 'last-updated'],
          queryHash: '["public","last-updated"]',
          state: {
            data: { site: '2026-03-05T20:00:00.000Z', parts: noParts },
            dataUpdateCount: 1,
            dataUpdatedAt: Date.now(),
            error: null,
            errorUpdateCount: 0,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: false,
            status: 'success',
            fetchStatus: 'idle',
          },
        },
      ],
    };
    const frame = await renderFrame('/notice', SITE_SCREENS, undefined, 'en', '', screenAnswers);
    expect(frame?.html).toContain('Site last updated on 06/Mar/2026');
    expect(api.sentTo(LAST_UPDATED)).toHaveLength(0);
  });

  it('renders without an answer that fails or comes late, and hands none over for it', async () => {
    api.answers({ [NEWS]: PENDING, [LAST_UPDATED]: failWith(500) });
    const started = Date.now();
    const frame = await frameOf('/home');
    expect(Date.now() - started).toBeLessThan(2000);
    // The council's standing notes, as the browser shows them until its own read answers.
    expect(frame?.html).toContain('Property tax camp in every ward');
    expect(frame?.html).not.toContain('Site last updated');
    expect(answersOf(frame?.calls)).toEqual({});
  });
});

describe('the frame of a signed-in page (the session cookie’s token)', () => {
  const inAnHour = Math.floor(Date.now() / 1000) + 3600;
  const admin = makeToken({ role: 'admin', sub: '1', exp: inAnHour });
  const citizen = makeToken({ role: 'user', sub: '2', email: 'citizen@demo.local', exp: inAnHour });

  it('renders an admin screen for an admin, without the public header and footer', async () => {
    const frame = await renderFrame('/editnotice', SITE_SCREENS, admin);
    expect(frame?.screen).toMatchObject({ remote: 'admin_console', module: './NoticeEditor' });
    expect(frame?.renderedFor).toBe('admin');
    expect(frame?.html).not.toContain('shell-header');
    expect(frame?.html).not.toContain('<footer');
    expect(frame?.html.split(SCREEN_MARKER)).toHaveLength(2);
  });

  it('renders a public screen as a signed-in visitor sees it: the public frame, with who and the way back', async () => {
    const frame = await renderFrame('/home', SITE_SCREENS, citizen);
    expect(frame?.renderedFor).toBe('user');
    expect(frame?.html).toContain('<header class="shell-header">');
    expect(frame?.html).toContain('<footer');
    // The browser's first render for this session (its store's token) is the same: no mismatch.
    expect(frame?.html).toContain('citizen@demo.local');
    expect(frame?.html).toContain('href="/userdashboard"');
    expect(frame?.html).toContain('Sign out');
    expect(frame?.html).not.toContain('Citizen&#x27;s Login');
  });

  it('leaves the server’s own session store signed out', async () => {
    await renderFrame('/userdashboard', SITE_SCREENS, citizen);
    expect(useSession.getState().token).toBeNull();
  });

  it.each([
    ['a screen of another role', '/editnotice', citizen],
    ['an expired token', '/dashboard', makeToken({ role: 'admin', exp: 1_000_000 })],
    ['a token of no known role', '/dashboard', makeToken({ role: 'clerk', exp: inAnHour })],
    ['an unreadable token', '/dashboard', 'not-a-token'],
  ])('leaves the page to the browser for %s', async (_case, path, token) => {
    expect(await renderFrame(path, SITE_SCREENS, token)).toBeNull();
  });

  it('renders a public page for a visitor whose token is unreadable', async () => {
    expect((await renderFrame('/home', SITE_SCREENS, 'not-a-token'))?.renderedFor).toBeNull();
  });
});

describe('the frame in the reader’s language', () => {
  it('renders in Hindi when the reader chose it, and says so', async () => {
    const frame = await renderFrame('/home', SITE_SCREENS, undefined, 'hi');
    expect(frame?.language).toBe('hi');
    expect(frame?.html).toContain('नागरिक लॉग इन');
    expect(frame?.html).not.toContain('Citizen&#x27;s Login');
  });

  it('renders each visitor in their own language, one after the other', async () => {
    const [hindi, english] = await Promise.all([
      renderFrame('/home', SITE_SCREENS, undefined, 'hi'),
      renderFrame('/home', SITE_SCREENS, undefined, 'en'),
    ]);
    expect(hindi?.html).toContain('नागरिक लॉग इन');
    expect(english?.html).toContain('Citizen&#x27;s Login');
    expect(english?.language).toBe('en');
  });

  it('renders in English for a language the site does not offer', async () => {
    const frame = await renderFrame('/home', SITE_SCREENS, undefined, 'fr');
    expect(frame?.language).toBe('en');
    expect(frame?.html).toContain('Citizen&#x27;s Login');
  });
});

describe("the page's description the shell's server gives", () => {
  it("is in the reader's language, naming the council in it", async () => {
    await expect(describePage('en')).resolves.toBe(
      "Official website of Rampur Nagar Panchayat: notices, tenders, news and citizens' grievances.",
    );
    // Rampur has no Hindi name: its English one stands in the Hindi sentence.
    await expect(describePage('hi')).resolves.toBe(
      'Rampur Nagar Panchayat की आधिकारिक वेबसाइट: सूचनाएँ, निविदाएँ, समाचार और नागरिकों की शिकायतें।',
    );
    // A language the site does not offer: English.
    await expect(describePage('fr')).resolves.toMatch(/^Official website of/);
  });
});
