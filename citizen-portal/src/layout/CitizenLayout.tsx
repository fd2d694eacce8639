import type { ReactNode } from 'react';
import { useTranslation } from '@council/i18n';
import { menuLinksOf, type ScreensFile } from '@council/site-config';
import { DashboardLayout } from '@council/ui';
import declared from '../../screens.json';
import '../i18n/registerCitizenPortalTexts';

/** The sidebar's links: the screens this remote places in its 'portal' menu, in their order. */
const PORTAL_LINKS = menuLinksOf((declared as ScreensFile).screens, 'portal');

/**
 * The frame of both citizen screens: the shared dashboard layout with the council's name, the
 * account menu and the two citizen links. The site has no profile or settings screen yet: both
 * lead to the citizen's dashboard. Logout navigates like every other (DECISIONS.md).
 */
export function CitizenLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('citizen-portal');
  return (
    <DashboardLayout
      links={PORTAL_LINKS}
      navigationLabel={t('menu.label')}
      accountPagesPath="/userdashboard"
    >
      {children}
    </DashboardLayout>
  );
}
