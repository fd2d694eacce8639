// What `npm run bench` measures and the targets it reports (issue 7), shared with the budget test.
import { readFileSync } from 'node:fs';

/** The routes, in the order of the table; `as` signs in first (admin or citizen). */
export const ROUTES = [
  { path: '/home' },
  // The home page for a reader who chose Hindi (issue 19): held to the same targets.
  { path: '/home?lang=hi' },
  { path: '/notice' },
  { path: '/currenttender' },
  { path: '/photogallery' },
  { path: '/login' },
  { path: '/dashboard', as: 'admin' },
  { path: '/inquiry', as: 'citizen' },
];

/** The remotes whose screens.json may declare public screens. */
const REMOTES = ['public-site', 'citizen-portal', 'admin-console'];
/** The shell's own public pages beside /login (shell/src/routes/ownPages.ts). */
const SHELL_PUBLIC_PATHS = ['/register', '/forgot-password', '/sitemap'];

/**
 * For `--public`: ROUTES, then every other public screen the remotes declare in their
 * screens.json (issue 24 asks for every public route in the README's table). A detail screen
 * (`/notice-details`) is measured with the demo's first item; '/' is the screen of /home.
 */
export function everyPublicRoute() {
  const declared = REMOTES.flatMap((remote) => {
    const file = new URL(`../../${remote}/screens.json`, import.meta.url);
    const { screens } = JSON.parse(readFileSync(file, 'utf8'));
    return screens
      .filter((screen) => screen.access === 'public' && screen.path !== '/')
      .map((screen) => (screen.path.endsWith('-details') ? `${screen.path}?id=1` : screen.path));
  });
  const known = new Set(ROUTES.map((route) => route.path));
  const others = [...declared, ...SHELL_PUBLIC_PATHS].filter((path) => !known.has(path));
  return [...ROUTES, ...others.map((path) => ({ path }))];
}

/** The demo accounts (DEMO=1) and their roles in the session store. */
export const ACCOUNTS = {
  admin: { email: 'admin@demo.local', password: 'demo-password', role: 'admin' },
  citizen: { email: 'citizen@demo.local', password: 'demo-password', role: 'user' },
};

/** The home page in English and in Hindi (issue 19): both held to HOME_TARGETS. */
export const HOME_PATHS = ['/home', '/home?lang=hi'];

/** Lighthouse and bytes targets for /home (issue 7, point 2). */
export const HOME_TARGETS = {
  performance: 95,
  accessibility: 100,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.05,
  jsGzipBytes: 200 * 1024,
};

/** API load targets (issue 7, point 3). */
export const LOAD_TARGETS = { connections: 50, p99Ms: 50 };

/**
 * Bytes of JavaScript (gzip level 9, as the build precompresses and the static server sends it)
 * a route may load: scripts/bench/budgets.json, read by the budget test e2e/tests/budget.
 */
export function readBudgets() {
  const { routes } = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8'));
  return Object.fromEntries(
    Object.entries(routes).map(([route, { jsGzipBytes }]) => [route, jsGzipBytes]),
  );
}

/** The routes of the volume bench (issue 14): public lists, admin editors, the citizen's list. */
export const VOLUME_ROUTES = [
  { path: '/home' },
  { path: '/notice' },
  { path: '/circulars' },
  { path: '/officeorder' },
  { path: '/currenttender' },
  { path: '/photogallery' },
  { path: '/viewgrievance' },
  { path: '/pressrelease' },
  { path: '/dashboard', as: 'admin' },
  { path: '/editnotice', as: 'admin' },
  { path: '/editgallery', as: 'admin' },
  { path: '/inquiry', as: 'citizen' },
];

const MEGABYTE = 1024 * 1024;
/** Targets at a year's volume (issue 14, point 6 and point 4's legacy readers). */
export const VOLUME_TARGETS = {
  firstLoadBytes: 1.5 * MEGABYTE,
  /** Routes held to a smaller first load. */
  lightRoutes: { '/photogallery': 1 * MEGABYTE, '/viewgrievance': 1 * MEGABYTE },
  lcpMs: 2500,
  connections: 50,
  pagedP99Ms: 50,
  apiPeakMb: 400,
  legacy: { readers: 20, peakMb: 512, healthMs: 100 },
};
