import { lazy, Suspense } from 'react';
import { useTranslation } from '@council/i18n';
import { Route, Routes } from '@council/router';
import { localise, useScreens } from '@council/site-config';
import { SiteFrame } from './layout/SiteFrame';
import { RemoteSlot } from './remotes/RemoteSlot';
import { ScreenLoading } from './remotes/ScreenLoading';
import { PageTitle } from './routes/PageTitle';
import { RouteGuard } from './routes/RouteGuard';
import { SessionTimer } from './session/SessionTimer';

// Fetched when they are opened: the public pages, which never show them, do not wait on them.
const LoginPage = lazy(() =>
  import('./login/LoginPage').then(({ LoginPage }) => ({ default: LoginPage })),
);
const NotFoundPage = lazy(() =>
  import('./not-found/NotFoundPage').then(({ NotFoundPage }) => ({ default: NotFoundPage })),
);

/**
 * The site inside its router (the browser's, in App, or the server's, which renders first
 * screens): a route for each screen of the merged table, then the shell's own /login and not-found.
 */
export function SiteRoutes() {
  const { t, i18n } = useTranslation('shell');
  const screens = useScreens();
  return (
    <>
      <SessionTimer />
      <SiteFrame>
        <Routes>
          {screens.map((screen) => (
            <Route
              key={screen.path}
              path={screen.path}
              element={
                <RouteGuard access={screen.access}>
                  <PageTitle title={localise(screen.title, i18n.language)} />
                  <RemoteSlot
                    key={screen.path}
                    remote={screen.remote}
                    module={screen.module}
                    {...(screen.props ? { screenProps: screen.props } : {})}
                  />
                </RouteGuard>
              }
            />
          ))}
          <Route
            path="/login"
            element={
              <>
                <PageTitle title={t('login.title')} />
                <Suspense fallback={<ScreenLoading />}>
                  <LoginPage />
                </Suspense>
              </>
            }
          />
          <Route
            path="*"
            element={
              <>
                <PageTitle title={t('notFound.title')} />
                <Suspense fallback={<ScreenLoading />}>
                  <NotFoundPage />
                </Suspense>
              </>
            }
          />
        </Routes>
      </SiteFrame>
    </>
  );
}
