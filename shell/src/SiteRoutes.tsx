import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from '@council/i18n';
import { Route, Routes } from '@council/router';
import { localise, SHELL_ROUTES, useScreens } from '@council/site-config';
import { SiteFrame } from './layout/SiteFrame';
import { RemoteSlot } from './remotes/RemoteSlot';
import { ScreenLoading } from './remotes/ScreenLoading';
import { PageTitle } from './routes/PageTitle';
import { RouteGuard } from './routes/RouteGuard';
import { SignedInSessionTimer } from './session/SignedInSessionTimer';

// Fetched when they are opened: the public pages, which never show them, do not wait on them.
const LoginPage = lazy(() =>
  import('./login/LoginPage').then(({ LoginPage }) => ({ default: LoginPage })),
);
const NotFoundPage = lazy(() =>
  import('./not-found/NotFoundPage').then(({ NotFoundPage }) => ({ default: NotFoundPage })),
);
const SitemapPage = lazy(() =>
  import('./sitemap/SitemapPage').then(({ SitemapPage }) => ({ default: SitemapPage })),
);
// The account pages (issue 15), each fetched when opened: few visitors ever see one.
const RegisterPage = lazy(() =>
  import('./account/RegisterPage').then(({ RegisterPage }) => ({ default: RegisterPage })),
);
const VerifyEmailPage = lazy(() =>
  import('./account/VerifyEmailPage').then(({ VerifyEmailPage }) => ({ default: VerifyEmailPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('./account/ForgotPasswordPage').then(({ ForgotPasswordPage }) => ({
    default: ForgotPasswordPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import('./account/ResetPasswordPage').then(({ ResetPasswordPage }) => ({
    default: ResetPasswordPage,
  })),
);

/** A page of the shell's own: its title, and its lazily fetched component. */
function OwnPage({
  title,
  page: Page,
}: {
  title: string;
  page: LazyExoticComponent<ComponentType>;
}) {
  return (
    <>
      <PageTitle title={title} />
      <Suspense fallback={<ScreenLoading />}>
        <Page />
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
          <Route
            path={SHELL_ROUTES.login}
            element={<OwnPage title={t('login.title')} page={LoginPage} />}
          />
          <Route
            path={SHELL_ROUTES.register}
            element={<OwnPage title={t('account.register.title')} page={RegisterPage} />}
          />
          <Route
            path={SHELL_ROUTES.verifyEmail}
            element={<OwnPage title={t('account.verify.title')} page={VerifyEmailPage} />}
          />
          <Route
            path={SHELL_ROUTES.forgotPassword}
            element={<OwnPage title={t('account.forgot.title')} page={ForgotPasswordPage} />}
          />
          <Route
            path={SHELL_ROUTES.resetPassword}
            element={<OwnPage title={t('account.reset.title')} page={ResetPasswordPage} />}
          />
          <Route
            path={SHELL_ROUTES.sitemap}
            element={<OwnPage title={t('sitemap.title')} page={SitemapPage} />}
          />
          <Route path="*" element={<OwnPage title={t('notFound.title')} page={NotFoundPage} />} />
        </Routes>
      </SiteFrame>
    </>
  );
}
