import { renderStandalone, type StandaloneRoute } from '@council/remote-harness';

// The remote on its own, for its team: `npm run dev` in this folder (the shell is not needed).
const routes: StandaloneRoute[] = [
  { path: '/userdashboard', load: () => import('./dashboard/UserDashboardPage'), role: 'user' },
  { path: '/inquiry', load: () => import('./complaints/ComplaintsPage'), role: 'user' },
];

renderStandalone('Citizen portal', routes);
