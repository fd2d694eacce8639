import type { ReactNode } from 'react';
import { useTranslation } from '@council/i18n';
import { useRole } from '@council/shared-auth';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';

/** The public header and footer show only while nobody is signed in (SPEC.md section 1). */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const signedIn = useRole() !== null;
  return (
    <>
      <a className="shell-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {!signedIn && <PublicHeader />}
      <main id="main" tabIndex={-1} className="shell-main">
        {children}
      </main>
      {!signedIn && <PublicFooter />}
    </>
  );
}
