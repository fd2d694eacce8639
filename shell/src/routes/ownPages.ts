import { normalisePath, SHELL_ROUTES } from '@council/site-config';
import { lazyPage, type LazyPage } from './lazyPage';

/** A page of the shell's own (sign-in, the account pages, the sitemap): no remote declares it. */
export interface OwnPage {
  path: string;
  /** The key of its title in the shell's catalogue. */
  titleKey: string;
  page: LazyPage;
  /**
   * 'server': the shell's server renders its first screen for a visitor who is not signed in,
   * as a remote's screen declares it (docs/CONTRACTS.md). Pages that act on a link's one-time
   * token when opened (verifying an address, a new password) are left to the browser.
   */
  firstScreen?: 'server';
}

// Each fetched when it is opened: few visitors ever see one, and the public pages never wait on them.
export const OWN_PAGES: readonly OwnPage[] = [
  {
    path: SHELL_ROUTES.login,
    titleKey: 'login.title',
    page: lazyPage(() => import('../login/LoginPage').then((module) => module.LoginPage)),
    firstScreen: 'server',
  },
  {
    path: SHELL_ROUTES.register,
    titleKey: 'account.register.title',
    page: lazyPage(() => import('../account/RegisterPage').then((module) => module.RegisterPage)),
    firstScreen: 'server',
  },
  {
    path: SHELL_ROUTES.verifyEmail,
    titleKey: 'account.verify.title',
    page: lazyPage(() =>
      import('../account/VerifyEmailPage').then((module) => module.VerifyEmailPage),
    ),
  },
  {
    path: SHELL_ROUTES.forgotPassword,
    titleKey: 'account.forgot.title',
    page: lazyPage(() =>
      import('../account/ForgotPasswordPage').then((module) => module.ForgotPasswordPage),
    ),
    firstScreen: 'server',
  },
  {
    path: SHELL_ROUTES.resetPassword,
    titleKey: 'account.reset.title',
    page: lazyPage(() =>
      import('../account/ResetPasswordPage').then((module) => module.ResetPasswordPage),
    ),
  },
  {
    path: SHELL_ROUTES.sitemap,
    titleKey: 'sitemap.title',
    page: lazyPage(() => import('../sitemap/SitemapPage').then((module) => module.SitemapPage)),
    firstScreen: 'server',
  },
];

/** The page for an address none of the site's pages has. */
export const NOT_FOUND_PAGE = lazyPage(() =>
  import('../not-found/NotFoundPage').then((module) => module.NotFoundPage),
);

/** The shell's own page at `pathname`, if any. */
export function ownPageAt(pathname: string): OwnPage | undefined {
  const wanted = normalisePath(pathname);
  return OWN_PAGES.find((page) => normalisePath(page.path) === wanted);
}
