import { parseRemoteScreens } from './screenDeclarations';

const notice = {
  path: '/notice',
  module: './Documents',
  props: { kind: 'notice' },
  access: 'public',
  title: { en: 'Notice', hi: 'सूचना' },
  menu: { group: 'documents', order: 10 },
  firstScreen: 'server',
};

describe("a remote's list of screens", () => {
  it('keeps every screen that holds, owned by the remote', () => {
    const dashboard = {
      path: '/dashboard',
      module: './Dashboard',
      access: ['admin'],
      title: { en: 'Dashboard' },
      dashboard: true,
    };
    expect(
      parseRemoteScreens({ remote: 'public_site', screens: [notice, dashboard] }, 'public_site'),
    ).toEqual({
      screens: [
        { ...notice, remote: 'public_site' },
        { ...dashboard, remote: 'public_site' },
      ],
      problems: [],
      refusals: [],
    });
  });

  it('keeps a screen placed in several menus with all its places', () => {
    const menu = [
      { group: 'aboutUs', order: 80 },
      { group: 'footer', order: 10 },
    ];
    const { screens } = parseRemoteScreens({ screens: [{ ...notice, menu }] }, 'public_site');
    expect(screens[0]?.menu).toEqual(menu);
  });

  it('passes on the fields of a declaration only', () => {
    const { screens } = parseRemoteScreens(
      { screens: [{ ...notice, script: '<script>' }] },
      'public_site',
    );
    expect(screens[0]).not.toHaveProperty('script');
  });

  it.each([
    [{ ...notice, path: 'notice' }, "path must start with '/'"],
    [{ ...notice, module: 7 }, 'module must name an exposed module'],
    [{ ...notice, access: 'everyone' }, "access must be 'public' or a list of roles"],
    [{ ...notice, access: [] }, "access must be 'public' or a list of roles"],
    [{ ...notice, access: ['admin', 3] }, "access must be 'public' or a list of roles"],
    [{ ...notice, title: { hi: 'सूचना' } }, 'title must give at least title.en'],
    [{ ...notice, title: undefined }, 'title must give at least title.en'],
    [{ ...notice, menu: { order: 1 } }, 'menu.group must name a group of the menu'],
    [{ ...notice, menu: { group: 'documents', order: '1' } }, 'menu.order must be a number'],
    [{ ...notice, menu: [] }, 'menu must be a place or a list of places'],
    [
      { ...notice, menu: [{ group: 'documents', order: 10 }, { group: 'footer' }] },
      'menu.order must be a number',
    ],
    [{ ...notice, props: { page: 2 } }, 'props must be an object of strings'],
    [{ ...notice, firstScreen: 'edge' }, "firstScreen must be 'server' or 'browser'"],
    [{ ...notice, dashboard: 'yes' }, 'dashboard must be true or false'],
  ])('refuses %j, saying why, and keeps the others', (bad, why) => {
    const tender = { ...notice, path: '/tender', props: { kind: 'tender' } };
    const checked = parseRemoteScreens({ screens: [bad, tender] }, 'public_site');
    expect(checked.screens.map((screen) => screen.path)).toEqual(['/tender']);
    expect(checked.problems).toEqual([
      `public_site: screen ${typeof bad.path === 'string' ? bad.path : '#1'} refused: ${why}.`,
    ]);
  });

  it.each([
    'https://elsewhere.example/api/x',
    '//elsewhere.example/api/x',
    '/api/../files/1',
    '/api//elsewhere.example',
    '/api/x y',
    '/other/x',
    7,
  ])('refuses a first call off the API (%j): the token goes with it', (firstCall) => {
    const checked = parseRemoteScreens({ screens: [{ ...notice, firstCall }] }, 'public_site');
    expect(checked.screens).toEqual([]);
    expect(checked.problems).toEqual([
      "public_site: screen /notice refused: firstCall must be a path on the API, like '/api/v2/admin/notices?page={page}'.",
    ]);
  });

  it('keeps a first call on the API', () => {
    const editor = { ...notice, access: ['admin'], firstCall: '/api/v2/admin/notices?page={page}' };
    expect(parseRemoteScreens({ screens: [editor] }, 'admin_console').screens[0]).toMatchObject({
      firstCall: '/api/v2/admin/notices?page={page}',
    });
  });

  it('names an entry without a path by its place in the list', () => {
    expect(parseRemoteScreens({ screens: [notice, 'x'] }, 'public_site').problems).toEqual([
      'public_site: screen #2 refused: it is not an object.',
    ]);
  });

  it('refuses a path the list declares twice, whatever its case', () => {
    const checked = parseRemoteScreens(
      { screens: [notice, { ...notice, path: '/Notice/' }] },
      'public_site',
    );
    expect(checked.screens).toHaveLength(1);
    expect(checked.problems).toEqual([
      'public_site: screen /Notice/ refused: the list declares that path twice.',
    ]);
  });

  it("refuses what the caller's own check refuses, before the screen may claim its path", () => {
    const elsewhere = { ...notice, module: './Elsewhere' };
    const checked = parseRemoteScreens(
      { screens: [elsewhere, notice, { ...notice, path: 7 }] },
      'public_site',
      ({ module }) => (module === './Elsewhere' ? 'not exposed' : undefined),
    );
    expect(checked.screens).toEqual([{ ...notice, remote: 'public_site' }]);
    expect(checked.refusals).toEqual([
      { screen: '/notice', why: 'not exposed' },
      { screen: '#3', why: "path must start with '/'" },
    ]);
    expect(checked.problems).toEqual([
      'public_site: screen /notice refused: not exposed.',
      "public_site: screen #3 refused: path must start with '/'.",
    ]);
  });

  it.each([null, [], 'html', { screens: {} }])(
    'throws on %j, which is no list of screens',
    (value) => {
      expect(() => parseRemoteScreens(value, 'admin_console')).toThrow(
        "admin_console's screens.json holds no list of screens.",
      );
    },
  );

  it("throws on another remote's list", () => {
    expect(() =>
      parseRemoteScreens({ remote: 'public_site', screens: [] }, 'admin_console'),
    ).toThrow("admin_console's screens.json is the list of public_site.");
  });
});
