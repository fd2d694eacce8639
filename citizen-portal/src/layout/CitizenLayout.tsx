import type { ReactNode } from 'react';
import { useTranslation } from '@council/i18n';
import { DashboardLayout } from '@council/ui';
import '../i18n/registerCitizenPortalTexts';

/**
 * The frame of the citizen screens: the shared dashboard layout with the council's name, the
 * account menu and the citizen links (the screens placed in the 'portal' menu). Profile and
 * Settings both lead to My account. Logout navigates like every other (DECISIONS.md).
 */
export function CitizenLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('citizen-portal');
  return (
    <DashboardLayout
      menuGroup="portal"
      navigationLabel={t('menu.label')}
      accountPagesPath="/user-account"
    >
      {children}
    </DashboardLayout>
  );
}
