import { useTranslation } from '@council/i18n';
import { Route, Routes } from '@council/router';
import { localise, useScreens } from '@council/site-config';
import { SiteFrame } from './layout/SiteFrame';
import { LoginPage } from './login/LoginPage';
import { NotFoundPage } from './not-found/NotFoundPage';
import { RemoteSlot } from './remotes/RemoteSlot';
import { PageTitle } from './routes/PageTitle';
import { RouteGuard } from './routes/RouteGuard';
import { SessionTimer } from './session/SessionTimer';

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
                <LoginPage />
              </>
            }
          />
          <Route
            path="*"
            element={
              <>
                <PageTitle title={t('notFound.title')} />
                <NotFoundPage />
              </>
            }
          />
        </Routes>
      </SiteFrame>
    </>
  );
}
