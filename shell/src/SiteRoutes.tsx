import { Route, Routes } from '@council/router';
import { SiteFrame } from './layout/SiteFrame';
import { LoginPage } from './login/LoginPage';
import { NotFoundPage } from './not-found/NotFoundPage';
import { RemoteSlot } from './remotes/RemoteSlot';
import { RouteGuard } from './routes/RouteGuard';
import { routeTable } from './routes/routeTable';
import { SessionTimer } from './session/SessionTimer';

/** The site inside its router: the browser's (App) or the server's, which renders first screens. */
export function SiteRoutes() {
  return (
    <>
      <SessionTimer />
      <SiteFrame>
        <Routes>
          {routeTable.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={
                <RouteGuard access={route.access}>
                  <RemoteSlot
                    key={route.path}
                    remote={route.remote}
                    module={route.module}
                    {...(route.props ? { screenProps: route.props } : {})}
                  />
                </RouteGuard>
              }
            />
          ))}
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </SiteFrame>
    </>
  );
}
