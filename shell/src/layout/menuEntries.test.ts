import { DEMO_COUNCIL, type Screen } from '@council/site-config';
import { SITE_SCREENS } from '../testing/siteScreens';
import { menuPages, publicMenu, type MenuEntry, type MenuSources } from './menuEntries';
import en from '../i18n/en.json';

/** The shell's catalogue, looked up as @council/i18n does ('menu.login.title'). */
const t = (key: string): string => {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
  if (typeof found !== 'string') throw new Error(`No text ${key}`);
  return found;
};

const sources = (overrides: Partial<MenuSources> = {}): MenuSources => ({
  council: DEMO_COUNCIL,
  screens: SITE_SCREENS,
  t,
  language: 'en',
  ...overrides,
});

const route = (text: string, to: string): MenuEntry => ({ kind: 'route', text, to });

// SPEC.md 2's menu, with only what leads somewhere (issue 17): no placeholder entries, no
// Downloads mega-menu while no screen is placed in its columns, no pages still to come.
const TODAYS_MENU = [
  { kind: 'link', text: 'Home', to: '/home' },
  {
    kind: 'dropdown',
    text: 'About Us',
    entries: [
      route('About', '/about'),
      route('Standing committee members', '/standingcommitee'),
      route('Ward Parsad', '/wardparsad'),
      route('EO List', '/executiveofficer'),
      route('Chairman List', '/chairman'),
      route('Employee List', '/employeelist'),
      route('list of Holiday', '/listofholiday'),
      route('Privacy Policy', '/privacypolicy'),
    ],
  },
  {
    kind: 'dropdown',
    text: 'Tenders',
    entries: [route('Current Tenders', '/currenttender'), route('Past Tenders', '/pasttender')],
  },
  {
    kind: 'dropdown',
    text: 'Documents',
    entries: [
      route('Notice', '/notice'),
      route('Circulars', '/circulars'),
      route('Latest News', '/latestnews'),
      route('Office Order', '/officeorder'),
      // Issue 20: what is no longer current, by kind and year.
      route('Archive', '/archive'),
    ],
  },
  {
    kind: 'dropdown',
    text: 'Grievance',
    entries: [
      route('Post New Grievance', '/postgrievance'),
      route('Track Grievance Status', '/trackgrievance'),
      route('View Grievances', '/viewgrievance'),
      route('Grievance Scorecard', '/grievance-scorecard'),
      { kind: 'external', text: 'RTI Online', href: 'https://rtionline.gov.in/' },
    ],
  },
  {
    kind: 'dropdown',
    text: 'Services',
    entries: [route('Trade License', '/tradelicense')],
  },
  {
    kind: 'dropdown',
    text: 'Gallery',
    entries: [route('Photo Gallery', '/photogallery'), route('Press Release', '/pressrelease')],
  },
  {
    kind: 'dropdown',
    text: 'Login',
    // A citizen's sign-in puts the way to a new account first (issue 15).
    entries: [route('Office Login', '/login'), route("Citizen's Login", '/login?as=citizen')],
  },
  {
    kind: 'dropdown',
    text: 'Contacts',
    entries: [route('Contact Us', '/contactus'), route('Feedback', '/feedback')],
  },
];

const entriesOf = (menu: ReturnType<typeof publicMenu>, text: string) => {
  const item = menu.find((entry) => entry.text === text);
  return item?.kind === 'dropdown' ? item.entries : [];
};

describe('the public menu built from the declared screens', () => {
  it("is today's menu, from the three remotes' own lists", () => {
    expect(publicMenu(sources())).toEqual(TODAYS_MENU);
  });

  it("places the council's outside links among the declared screens", () => {
    const council = {
      ...DEMO_COUNCIL,
      importantLinks: [{ label: 'RTI Online', url: 'https://rti.example.in' }],
      gpsTracingUrl: 'https://gps.example.in',
    };
    const menu = publicMenu(sources({ council }));
    expect(entriesOf(menu, 'Grievance').at(-1)).toEqual({
      kind: 'external',
      text: 'RTI Online',
      href: 'https://rti.example.in',
    });
    expect(entriesOf(menu, 'Services').at(-1)).toEqual({
      kind: 'external',
      text: 'GPS tracing of vehicles',
      href: 'https://gps.example.in',
    });
  });

  it('takes a newly declared screen at its order, in its own wording and language', () => {
    const added: Screen = {
      path: '/tenders-2026',
      module: './Tenders',
      access: 'public',
      title: { en: 'Tenders of 2026' },
      menu: { group: 'tenders', order: 15, text: { en: 'This year', hi: 'इस वर्ष' } },
      remote: 'public_site',
    };
    const screens = [...SITE_SCREENS, added];
    expect(entriesOf(publicMenu(sources({ screens })), 'Tenders')).toEqual([
      route('Current Tenders', '/currenttender'),
      route('This year', '/tenders-2026'),
      route('Past Tenders', '/pasttender'),
    ]);
    expect(entriesOf(publicMenu(sources({ screens, language: 'hi' })), 'Tenders')[1]).toEqual(
      route('इस वर्ष', '/tenders-2026'),
    );
  });

  it('offers no signed-in screen, and leaves out a group with nothing in it', () => {
    const menu = publicMenu(
      sources({
        screens: SITE_SCREENS.filter(
          (screen) => ![screen.menu].flat().some((place) => place?.group === 'contacts'),
        ),
      }),
    );
    expect(menu.map((item) => item.text)).not.toContain('Contacts');
    const paths = menuPages(menu).map((page) => page.to);
    expect(paths).not.toContain('/dashboard');
    expect(paths).not.toContain('/userdashboard');
  });

  it('offers no page still to come (the sitemap lists those)', () => {
    const placeholders = SITE_SCREENS.filter((screen) => screen.module === './ComingSoon');
    expect(placeholders.map((screen) => screen.path)).toEqual([
      '/viewpropertytax',
      '/paypropertytax',
      '/videogallery',
    ]);
    const paths = menuPages(publicMenu(sources())).map((page) => page.to);
    for (const { path } of placeholders) expect(paths).not.toContain(path);
  });

  it('shows the Downloads mega-menu, with only its filled columns, once a screen is placed in it', () => {
    const budget: Screen = {
      path: '/budget',
      module: './Documents',
      access: 'public',
      title: { en: 'Budget' },
      menu: { group: 'reports', order: 10 },
      remote: 'public_site',
    };
    const menu = publicMenu(sources({ screens: [...SITE_SCREENS, budget] }));
    expect(menu.find((item) => item.text === 'Downloads')).toEqual({
      kind: 'mega',
      text: 'Downloads',
      columns: [{ title: 'Reports', entries: [route('Budget', '/budget')] }],
    });
  });

  it('leaves the Login group out for someone signed in', () => {
    const texts = publicMenu(sources({ withSignIn: false })).map((item) => item.text);
    expect(texts).not.toContain('Login');
    expect(texts).toContain('Contacts');
  });

  it('lists every page it reaches once, for the keyword search', () => {
    const pages = menuPages(publicMenu(sources()));
    expect(pages.map((page) => page.to)).toEqual([
      '/home',
      '/about',
      '/standingcommitee',
      '/wardparsad',
      '/executiveofficer',
      '/chairman',
      '/employeelist',
      '/listofholiday',
      '/privacypolicy',
      '/currenttender',
      '/pasttender',
      '/notice',
      '/circulars',
      '/latestnews',
      '/officeorder',
      '/archive',
      '/postgrievance',
      '/trackgrievance',
      '/viewgrievance',
      '/grievance-scorecard',
      '/tradelicense',
      '/photogallery',
      '/pressrelease',
      '/login',
      '/login?as=citizen',
      '/contactus',
      '/feedback',
    ]);
    expect(pages.find((page) => page.to === '/login')?.text).toBe('Office Login');
    expect(pages.find((page) => page.to === '/login?as=citizen')?.text).toBe("Citizen's Login");
  });
});
