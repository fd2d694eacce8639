import type { RemoteName } from '@council/site-config';

/** Who may open a route: anyone, a signed-in admin, or a signed-in citizen (role user). */
export type Access = 'public' | 'admin' | 'user';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** The module the remote exposes, as named in its exposes map ('./Home'). */
  module: string;
  access: Access;
  /** Props for screens that one module serves under several routes. */
  props?: Record<string, string>;
}

const publicSite = (path: string, module: string, props?: Record<string, string>): RemoteRoute => ({
  path,
  remote: 'public_site',
  module,
  access: 'public',
  ...(props ? { props } : {}),
});

const adminConsole = (path: string, module: string): RemoteRoute => ({
  path,
  remote: 'admin_console',
  module,
  access: 'admin',
});

const citizenPortal = (path: string, module: string): RemoteRoute => ({
  path,
  remote: 'citizen_portal',
  module,
  access: 'user',
});

/** Every route of SPEC.md section 2 but /login, which the shell serves itself. */
export const routeTable: RemoteRoute[] = [
  publicSite('/', './Home'),
  publicSite('/home', './Home'),
  publicSite('/about', './About'),
  publicSite('/wardparsad', './Officials', { group: 'wardParshad' }),
  publicSite('/executiveofficer', './Officials', { group: 'executiveOfficer' }),
  publicSite('/chairman', './Officials', { group: 'chairman' }),
  publicSite('/standingcommitee', './Officials', { group: 'standingCommittee' }),
  publicSite('/employeelist', './Officials', { group: 'employees' }),
  publicSite('/listofholiday', './Holidays'),
  publicSite('/currenttender', './Tenders', { period: 'active' }),
  publicSite('/pasttender', './Tenders', { period: 'past' }),
  publicSite('/tender-details', './TenderDetails'),
  publicSite('/notice', './Documents', { kind: 'notice' }),
  publicSite('/circulars', './Documents', { kind: 'circular' }),
  publicSite('/latestnews', './Documents', { kind: 'latestNews' }),
  publicSite('/officeorder', './Documents', { kind: 'officeOrder' }),
  publicSite('/postgrievance', './ComingSoon', { screen: 'postGrievance' }),
  publicSite('/trackgrievance', './ComingSoon', { screen: 'trackGrievance' }),
  publicSite('/viewgrievance', './Complaints'),
  publicSite('/tradelicense', './TradeLicence'),
  publicSite('/viewpropertytax', './ComingSoon', { screen: 'viewPropertyTax' }),
  publicSite('/paypropertytax', './ComingSoon', { screen: 'payPropertyTax' }),
  publicSite('/photogallery', './PhotoGallery'),
  publicSite('/videogallery', './ComingSoon', { screen: 'videoGallery' }),
  publicSite('/pressrelease', './PressReleases'),
  publicSite('/contactus', './ContactUs'),
  publicSite('/privacypolicy', './PrivacyPolicy'),
  adminConsole('/dashboard', './Dashboard'),
  adminConsole('/editministerofficeremp', './EmployeeEditor'),
  adminConsole('/editabout', './AboutEditor'),
  adminConsole('/slider', './SliderEditor'),
  adminConsole('/editlatestnews', './LatestNewsEditor'),
  adminConsole('/editnotice', './NoticeEditor'),
  adminConsole('/editcircular', './CircularEditor'),
  adminConsole('/editofficeorder', './OfficeOrderEditor'),
  adminConsole('/edittender', './TenderEditor'),
  adminConsole('/editgallery', './GalleryEditor'),
  adminConsole('/editpressrelease', './PressReleaseEditor'),
  citizenPortal('/userdashboard', './UserDashboard'),
  citizenPortal('/inquiry', './Complaints'),
];

/** Where each role starts after signing in, and where a wrong-role visit is sent. */
export const dashboardOf: Record<Exclude<Access, 'public'>, string> = {
  admin: '/dashboard',
  user: '/userdashboard',
};
