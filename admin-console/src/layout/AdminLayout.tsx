import type { ReactNode } from 'react';
import { useTranslation } from '@council/i18n';
import { DashboardLayout } from '@council/ui';
import logo from '../assets/council-logo.svg';
import '../i18n/registerAdminConsoleTexts';

/** The Admin menu's Profile (one's details) and Settings (one's password). */
const ACCOUNT_PAGES = { profile: '/profile', settings: '/settings' };

/**
 * Every admin screen's frame: the council's name and logo, the links of the screens placed in
 * the 'console' menu, and the Admin menu with Profile, Settings and Logout.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin-console');
  return (
    <DashboardLayout
      logo={logo}
      menuGroup="console"
      navigationLabel={t('layout.navigation')}
      accountPagesPath={ACCOUNT_PAGES}
    >
      {children}
    </DashboardLayout>
  );
}
