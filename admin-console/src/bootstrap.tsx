import { renderStandalone, type StandaloneRoute } from '@council/remote-harness';

// The remote on its own, for its team: `npm run dev` in this folder (the shell is not needed).
const routes: StandaloneRoute[] = [
  { path: '/dashboard', load: () => import('./dashboard/DashboardPage'), role: 'admin' },
  {
    path: '/editministerofficeremp',
    load: () => import('./editors/EmployeeEditorPage'),
    role: 'admin',
  },
  { path: '/editabout', load: () => import('./editors/AboutEditorPage'), role: 'admin' },
  { path: '/slider', load: () => import('./editors/SliderEditorPage'), role: 'admin' },
  { path: '/editlatestnews', load: () => import('./editors/LatestNewsEditorPage'), role: 'admin' },
  { path: '/editnotice', load: () => import('./editors/NoticeEditorPage'), role: 'admin' },
  { path: '/editcircular', load: () => import('./editors/CircularEditorPage'), role: 'admin' },
  {
    path: '/editofficeorder',
    load: () => import('./editors/OfficeOrderEditorPage'),
    role: 'admin',
  },
  { path: '/edittender', load: () => import('./editors/TenderEditorPage'), role: 'admin' },
  { path: '/editgallery', load: () => import('./editors/GalleryEditorPage'), role: 'admin' },
  {
    path: '/editpressrelease',
    load: () => import('./editors/PressReleaseEditorPage'),
    role: 'admin',
  },
];

renderStandalone('Admin console', routes);
