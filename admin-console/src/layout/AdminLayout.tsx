import type { ReactNode } from 'react';
import { useTranslation } from '@council/i18n';
import { DashboardLayout } from '@council/ui';
import logo from '../assets/council-logo.svg';
import '../i18n/registerAdminConsoleTexts';
import { ADMIN_LINKS } from './adminLinks';

/**
 * Every admin screen's frame: the council's name and logo, the eleven links and the Admin menu,
 * whose Profile and Settings say they are not available yet.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin-console');
  return (
    <DashboardLayout logo={logo} links={ADMIN_LINKS} navigationLabel={t('layout.navigation')}>
      {children}
    </DashboardLayout>
  );
}
