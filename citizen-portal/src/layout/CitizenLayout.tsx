import type { ReactNode } from 'react';
import { useTranslation } from '@council/i18n';
import { localise, menuLinksOf, useCouncil, type ScreensFile } from '@council/site-config';
import { DashboardLayout } from '@council/ui';
import { useSession } from '@council/shared-auth';
import declared from '../../screens.json';
import '../i18n/registerCitizenPortalTexts';

/** The sidebar's links: the screens this remote places in its 'portal' menu, in their order. */
const PORTAL_LINKS = menuLinksOf((declared as ScreensFile).screens, 'portal');

/**
 * The frame of both citizen screens: the shared dashboard layout with the council's name, the
 * account menu and the two citizen links. Logout ends the shared session; the shell then goes
 * to /login (DECISIONS.md: the user dashboard's logout navigates like every other).
 */
export function CitizenLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('citizen-portal');
  const council = useCouncil();
  const logout = useSession((state) => state.logout);
  return (
    <DashboardLayout
      title={council.name}
      links={PORTAL_LINKS.map(({ path, text }) => ({
        to: path,
        label: localise(text, i18n.language),
      }))}
      navigationLabel={t('menu.label')}
      toggleLabel={t('menu.toggle')}
      menu={{
        label: t('menu.account'),
        // The site has no profile or settings screen yet; both lead to the citizen's dashboard.
        items: [
          { label: t('menu.profile'), to: '/userdashboard' },
          { label: t('menu.settings'), to: '/userdashboard' },
          { label: t('menu.logout'), onSelect: logout },
        ],
      }}
    >
      {children}
    </DashboardLayout>
  );
}
