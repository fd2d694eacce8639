import type { RemoteName } from './remoteEntries';
import { mergeScreens } from './screenTable';
import type { Screen } from './screens';

const screen = (remote: RemoteName, path: string, module = './Page'): Screen => ({
  remote,
  path,
  module,
  access: 'public',
  title: { en: path },
});
const owners = (screens: Screen[]) => screens.map((s) => `${s.remote} ${s.path}`);

describe('the merged table of screens', () => {
  it("holds every remote's screens, in the configuration's order", () => {
    const merged = mergeScreens({
      citizen_portal: [screen('citizen_portal', '/inquiry')],
      public_site: [screen('public_site', '/'), screen('public_site', '/notice')],
      admin_console: [screen('admin_console', '/dashboard')],
    });
    expect(owners(merged.screens)).toEqual([
      'public_site /',
      'public_site /notice',
      'admin_console /dashboard',
      'citizen_portal /inquiry',
    ]);
    expect(merged.problems).toEqual([]);
  });

  it("refuses a remote's /login: the shell serves it", () => {
    const merged = mergeScreens({ admin_console: [screen('admin_console', '/Login/')] });
    expect(merged.screens).toEqual([]);
    expect(merged.problems).toEqual([
      'admin_console: screen /Login/ refused: the shell serves that path itself.',
    ]);
  });

  it.each(['/register', '/verify-email', '/forgot-password', '/Reset-Password/'])(
    "refuses a remote's %s: the shell's account pages are its own",
    (path) => {
      const merged = mergeScreens({ citizen_portal: [screen('citizen_portal', path)] });
      expect(merged.screens).toEqual([]);
      expect(merged.problems).toEqual([
        `citizen_portal: screen ${path} refused: the shell serves that path itself.`,
      ]);
    },
  );

  it('gives a path two remotes claim at once to the first in the configuration', () => {
    const merged = mergeScreens({
      public_site: [screen('public_site', '/notice')],
      citizen_portal: [screen('citizen_portal', '/NOTICE', './Theirs')],
    });
    expect(owners(merged.screens)).toEqual(['public_site /notice']);
    expect(merged.problems).toEqual([
      'citizen_portal: screen /NOTICE refused: public_site already serves that path.',
    ]);
  });

  it('leaves a path with its earlier owner when a later remote is redeployed claiming it', () => {
    const before = mergeScreens({ admin_console: [screen('admin_console', '/reports')] });
    const after = mergeScreens(
      {
        public_site: [screen('public_site', '/reports')],
        admin_console: [screen('admin_console', '/reports')],
      },
      before.screens,
    );
    expect(owners(after.screens)).toEqual(['admin_console /reports']);
    expect(after.problems).toEqual([
      'public_site: screen /reports refused: admin_console already serves that path.',
    ]);
  });

  it('frees a path its owner no longer declares', () => {
    const before = mergeScreens({ admin_console: [screen('admin_console', '/reports')] });
    const after = mergeScreens(
      { public_site: [screen('public_site', '/reports')], admin_console: [] },
      before.screens,
    );
    expect(owners(after.screens)).toEqual(['public_site /reports']);
    expect(after.problems).toEqual([]);
  });
});
