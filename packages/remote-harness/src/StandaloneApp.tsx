import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Link, Route, Routes } from '@council/router';
import type { Role } from '@council/shared-auth';
import { StandInSession } from './StandInSession';

export interface StandaloneRoute {
  path: string;
  // Screens take their props from the route table, as in the shell; only the route knows their type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  load: () => Promise<{ default: ComponentType<any> }>;
  props?: Record<string, string>;
  /** The role whose session the screen needs; a stand-in sign-in is offered for it. */
  role?: Role;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as StandaloneRoute.load
const screens = new WeakMap<StandaloneRoute, LazyExoticComponent<ComponentType<any>>>();

/** One lazy component per route, made outside render so React keeps its identity. */
function lazyScreenOf(route: StandaloneRoute) {
  const screen = screens.get(route) ?? lazy(route.load);
  screens.set(route, screen);
  return screen;
}

function StandaloneScreen({ route }: { route: StandaloneRoute }) {
  const Screen = lazyScreenOf(route);
  return (
    <Suspense fallback={<p role="status">Loading…</p>}>
      {route.role && <StandInSession role={route.role} />}
      {/* eslint-disable-next-line react-hooks/static-components -- cached per route, identity stable */}
      <Screen {...route.props} />
    </Suspense>
  );
}

/** A developer's page for one remote: its routes and a list of links to them. */
export function StandaloneApp({ title, routes }: { title: string; routes: StandaloneRoute[] }) {
  return (
    <BrowserRouter>
      <nav aria-label={title} style={{ padding: '0.5rem', borderBottom: '1px solid #ccc' }}>
        <strong>{title}</strong>{' '}
        {routes.map((route) => (
          <Link key={route.path} to={route.path} style={{ marginRight: '0.75rem' }}>
            {route.path}
          </Link>
        ))}
      </nav>
      <main id="main">
        <Routes>
          {routes.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={<StandaloneScreen route={route} />}
            />
          ))}
        </Routes>
      </main>
    </BrowserRouter>
  );
}
