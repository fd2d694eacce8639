/**
 * Remote addresses nothing is fetched from (ports fetch() refuses to use), for a host under test:
 * at the default ports, a site someone started on this machine would lend it its screens.
 */
export const UNREACHABLE_REMOTES = {
  PUBLIC_SITE_URL: 'http://127.0.0.1:1',
  ADMIN_CONSOLE_URL: 'http://127.0.0.1:7',
  CITIZEN_PORTAL_URL: 'http://127.0.0.1:9',
};
