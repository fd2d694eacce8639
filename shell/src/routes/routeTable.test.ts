import { dashboardOf, routeTable } from './routeTable';

// SPEC.md section 2, as written there: every route but /login comes from a remote.
const PUBLIC = [
  '/',
  '/home',
  '/about',
  '/wardparsad',
  '/executiveofficer',
  '/chairman',
  '/standingcommitee',
  '/employeelist',
  '/listofholiday',
  '/currenttender',
  '/tender-details',
  '/pasttender',
  '/notice',
  '/circulars',
  '/latestnews',
  '/officeorder',
  '/postgrievance',
  '/trackgrievance',
  '/viewgrievance',
  '/tradelicense',
  '/viewpropertytax',
  '/paypropertytax',
  '/photogallery',
  '/videogallery',
  '/pressrelease',
  '/contactus',
  '/privacypolicy',
];
const ADMIN = [
  '/dashboard',
  '/editministerofficeremp',
  '/editabout',
  '/slider',
  '/editlatestnews',
  '/editnotice',
  '/editcircular',
  '/editofficeorder',
  '/edittender',
  '/editgallery',
  '/editpressrelease',
];
const USER = ['/userdashboard', '/inquiry'];

const pathsOf = (access: string) =>
  routeTable.filter((r) => r.access === access).map((r) => r.path);

describe('the route table', () => {
  it('holds every route of SPEC.md once', () => {
    const paths = routeTable.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.sort()).toEqual([...PUBLIC, ...ADMIN, ...USER].sort());
  });

  it('marks public, admin-only and user-only routes', () => {
    expect(pathsOf('public').sort()).toEqual([...PUBLIC].sort());
    expect(pathsOf('admin').sort()).toEqual([...ADMIN].sort());
    expect(pathsOf('user').sort()).toEqual([...USER].sort());
  });

  it('serves each kind of route from its own remote', () => {
    for (const route of routeTable) {
      const expected = { public: 'public_site', admin: 'admin_console', user: 'citizen_portal' }[
        route.access
      ];
      expect(route.remote).toBe(expected);
      expect(route.module).toMatch(/^\.\/[A-Z]\w+$/);
    }
  });

  it('lands each role on its own dashboard, which it may open', () => {
    expect(routeTable.find((r) => r.path === dashboardOf.admin)?.access).toBe('admin');
    expect(routeTable.find((r) => r.path === dashboardOf.user)?.access).toBe('user');
  });
});
