/**
 * @jest-environment node
 */
import { SITE_SCREENS } from '../testing/siteScreens';
import { configureFrames, renderFrame, SCREEN_MARKER } from './serverEntry';

const siteConfig = {
  apiBaseUrl: 'http://api.example',
  remotes: {
    public_site: 'http://public.example/remoteEntry.js',
    admin_console: 'http://admin.example/remoteEntry.js',
    citizen_portal: 'http://citizen.example/remoteEntry.js',
  },
  council: { name: 'Rampur Nagar Panchayat' },
};

beforeAll(() => configureFrames(siteConfig));

const frameOf = (path: string) => renderFrame(path, SITE_SCREENS);

describe("the shell's server render of a page's frame", () => {
  it('renders the public frame of /home around the marker, with the screen it names', () => {
    const frame = frameOf('/home');
    expect(frame?.screen).toEqual({ remote: 'public_site', module: './Home', props: {} });
    expect(frame?.html).toContain('<header class="shell-header">');
    expect(frame?.html).toContain('<footer');
    expect(frame?.html.split(SCREEN_MARKER)).toHaveLength(2);
  });

  it('names the configured council, not the demo one', () => {
    expect(frameOf('/home')?.html).toContain('Rampur Nagar Panchayat');
  });

  it('matches paths as the router does: any case, a trailing slash', () => {
    expect(frameOf('/About/')?.screen.module).toBe('./About');
  });

  it("passes a screen's props to it", () => {
    expect(frameOf('/chairman')?.screen).toEqual({
      remote: 'public_site',
      module: './Officials',
      props: { group: 'chairman' },
    });
  });

  it('renders the table of this page load: a new screen, with its menu entry', () => {
    const added = {
      path: '/tenders-2026',
      module: './Tenders',
      props: { period: 'active' },
      access: 'public' as const,
      title: { en: 'Tenders of 2026' },
      menu: { group: 'tenders', order: 30 },
      remote: 'public_site' as const,
    };
    const frame = renderFrame('/tenders-2026', [...SITE_SCREENS, added]);
    expect(frame?.screen).toEqual({
      remote: 'public_site',
      module: './Tenders',
      props: { period: 'active' },
    });
    expect(frame?.html).toContain('href="/tenders-2026"');
    expect(frame?.html).toContain('Tenders of 2026');
    expect(frame?.html.split(SCREEN_MARKER)).toHaveLength(2);
  });

  it.each(['/login', '/dashboard', '/userdashboard', '/no-such-page', '/home.js'])(
    'leaves %s to the browser',
    (path) => {
      expect(frameOf(path)).toBeNull();
    },
  );
});
