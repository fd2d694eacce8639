import type { ReactNode } from 'react';
import { useTranslation } from '@council/i18n';
import { useLocation } from '@council/router';
import { screenAt, useScreens } from '@council/site-config';
import { RouteFocus } from '../routes/RouteFocus';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';

/**
 * The page's frame. A public screen, and every page of the shell's own (sign-in, the sitemap,
 * not-found), has the public header and footer, whoever is signed in: the header then shows who,
 * and the way to their dashboard (issue 17). A signed-in screen brings its own frame (the
 * dashboard layout of the console and the portal), so the public one is not shown twice. Decided
 * by the route's declared access alone, which the server's render knows as well as the browser.
 * That frame has its own banner, navigation, main and contentinfo landmarks (issue 25), so the
 * shell's wrapper around it is no landmark: a `main` here would hold the console's header and
 * sidebar. The skip link leads to whichever `#main` the page has.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const screen = screenAt(useScreens(), useLocation().pathname);
  const publicFrame = screen === undefined || screen.access === 'public';
  return (
    <>
      <a className="shell-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <RouteFocus />
      {publicFrame && <PublicHeader />}
      {publicFrame ? (
        <main id="main" tabIndex={-1} className="shell-main">
          {children}
        </main>
      ) : (
        <div className="shell-main">{children}</div>
      )}
      {publicFrame && <PublicFooter />}
    </>
  );
}
