/**
 * @jest-environment node
 */
import { configureFrames, renderFrame, routeRemoteFor, SCREEN_MARKER } from './serverEntry';

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

describe("the shell's server render of a page's frame", () => {
  it('renders the public frame of /home around the marker, with the route it names', () => {
    const frame = renderFrame('/home');
    expect(frame?.screen).toEqual({ remote: 'public_site', module: './Home', props: {} });
    expect(frame?.html).toContain('<header class="shell-header">');
    expect(frame?.html).toContain('<footer');
    expect(frame?.html.split(SCREEN_MARKER)).toHaveLength(2);
  });

  it('names the configured council, not the demo one', () => {
    expect(renderFrame('/home')?.html).toContain('Rampur Nagar Panchayat');
  });

  it('matches routes as the router does: any case, a trailing slash', () => {
    expect(renderFrame('/About/')?.screen.module).toBe('./About');
  });

  it("passes a route's props to its screen", () => {
    expect(renderFrame('/chairman')?.screen).toEqual({
      remote: 'public_site',
      module: './Officials',
      props: { group: 'chairman' },
    });
  });

  it.each(['/login', '/dashboard', '/userdashboard', '/no-such-page', '/home.js'])(
    'leaves %s to the browser',
    (path) => {
      expect(renderFrame(path)).toBeNull();
    },
  );
});

describe('the remote whose entry a page preloads', () => {
  it.each(['/', '/home', '/Home/', '/currenttender', '/chairman'])(
    'is the public site on %s',
    (path) => {
      expect(routeRemoteFor(path)).toBe('public_site');
    },
  );

  it.each(['/login', '/dashboard', '/userdashboard', '/no-such-page', '/index.html'])(
    'is none on %s, which a visitor without a session cannot open or has no remote',
    (path) => {
      expect(routeRemoteFor(path)).toBeNull();
    },
  );
});
