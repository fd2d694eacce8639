import { renderStandalone, type StandaloneRoute } from '@council/remote-harness';

// The remote on its own, for its team: `npm run dev` in this folder (the shell is not needed).
const routes: StandaloneRoute[] = [
  { path: '/', load: () => import('./home/HomePage') },
  { path: '/home', load: () => import('./home/HomePage') },
  { path: '/about', load: () => import('./about/AboutPage') },
  {
    path: '/wardparsad',
    load: () => import('./officials/OfficialsPage'),
    props: { group: 'wardParshad' },
  },
  {
    path: '/executiveofficer',
    load: () => import('./officials/OfficialsPage'),
    props: { group: 'executiveOfficer' },
  },
  {
    path: '/chairman',
    load: () => import('./officials/OfficialsPage'),
    props: { group: 'chairman' },
  },
  {
    path: '/standingcommitee',
    load: () => import('./officials/OfficialsPage'),
    props: { group: 'standingCommittee' },
  },
  {
    path: '/employeelist',
    load: () => import('./officials/OfficialsPage'),
    props: { group: 'employees' },
  },
  { path: '/listofholiday', load: () => import('./holidays/HolidaysPage') },
  {
    path: '/currenttender',
    load: () => import('./tenders/TendersPage'),
    props: { period: 'active' },
  },
  { path: '/pasttender', load: () => import('./tenders/TendersPage'), props: { period: 'past' } },
  { path: '/tender-details', load: () => import('./tenders/TenderDetailsPage') },
  { path: '/notice', load: () => import('./documents/DocumentsPage'), props: { kind: 'notice' } },
  {
    path: '/circulars',
    load: () => import('./documents/DocumentsPage'),
    props: { kind: 'circular' },
  },
  {
    path: '/latestnews',
    load: () => import('./documents/DocumentsPage'),
    props: { kind: 'latestNews' },
  },
  {
    path: '/officeorder',
    load: () => import('./documents/DocumentsPage'),
    props: { kind: 'officeOrder' },
  },
  {
    path: '/postgrievance',
    load: () => import('./coming-soon/ComingSoonPage'),
    props: { screen: 'postGrievance' },
  },
  {
    path: '/trackgrievance',
    load: () => import('./coming-soon/ComingSoonPage'),
    props: { screen: 'trackGrievance' },
  },
  { path: '/viewgrievance', load: () => import('./complaints/ComplaintsPage') },
  { path: '/tradelicense', load: () => import('./trade-licence/TradeLicencePage') },
  {
    path: '/viewpropertytax',
    load: () => import('./coming-soon/ComingSoonPage'),
    props: { screen: 'viewPropertyTax' },
  },
  {
    path: '/paypropertytax',
    load: () => import('./coming-soon/ComingSoonPage'),
    props: { screen: 'payPropertyTax' },
  },
  { path: '/photogallery', load: () => import('./gallery/PhotoGalleryPage') },
  {
    path: '/videogallery',
    load: () => import('./coming-soon/ComingSoonPage'),
    props: { screen: 'videoGallery' },
  },
  { path: '/pressrelease', load: () => import('./press-releases/PressReleasesPage') },
  { path: '/contactus', load: () => import('./contact/ContactUsPage') },
  { path: '/privacypolicy', load: () => import('./privacy/PrivacyPolicyPage') },
];

renderStandalone('Public site', routes);
