import { Suspense } from 'react';
import { useTranslation } from '@council/i18n';
import { Route, Routes } from '@council/router';
import { localise, useScreens } from '@council/site-config';
import { SiteFrame } from './layout/SiteFrame';
import { RemoteSlot } from './remotes/RemoteSlot';
import { ScreenLive } from './remotes/ScreenLive';
import { ScreenLoading } from './remotes/ScreenLoading';
import type { LazyPage } from './routes/lazyPage';
import { NOT_FOUND_PAGE, OWN_PAGES } from './routes/ownPages';
import { PageTitle } from './routes/PageTitle';
import { RouteGuard } from './routes/RouteGuard';
import { SignedInSessionTimer } from './session/SignedInSessionTimer';

/** A page of the shell's own: its title, and its page, fetched when first opened. */
function OwnPage({ title, page: { Page } }: { title: string; page: LazyPage }) {
  return (
    <>
      <PageTitle title={title} />
      <Suspense fallback={<ScreenLoading />}>
        <Page />
        <ScreenLive />
      </Suspense>
    </>
  );
}

/**
 * The site inside its router (the browser's, in App, or the server's, which renders first
 * screens): a route for each screen of the merged table, then the shell's own pages (sign-in, the
 * account pages, the sitemap) and not-found.
 */
export function SiteRoutes() {
  const { t, i18n } = useTranslation('shell');
  const screens = useScreens();
  return (
    <>
      <SignedInSessionTimer />
      <SiteFrame>
        <Routes>
          {screens.map((screen) => (
            <Route
              key={screen.path}
              path={screen.path}
              element={
                <RouteGuard access={screen.access}>
                  <PageTitle title={localise(screen.title, i18n.language)} path={screen.path} />
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
          {OWN_PAGES.map(({ path, titleKey, page }) => (
            <Route key={path} path={path} element={<OwnPage title={t(titleKey)} page={page} />} />
          ))}
          <Route path="*" element={<OwnPage title={t('notFound.title')} page={NOT_FOUND_PAGE} />} />
        </Routes>
      </SiteFrame>
    </>
  );
}
