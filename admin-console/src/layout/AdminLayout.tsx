import type { ReactNode } from 'react';
import { useTranslation } from '@council/i18n';
import { DashboardLayout } from '@council/ui';
import logo from '../assets/council-logo.svg';
import '../i18n/registerAdminConsoleTexts';

/**
 * Every admin screen's frame: the council's name and logo, the eleven links (the screens placed
 * in the 'console' menu) and the Admin menu, whose Profile and Settings say they are not
 * available yet.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin-console');
  return (
    <DashboardLayout logo={logo} menuGroup="console" navigationLabel={t('layout.navigation')}>
      {children}
    </DashboardLayout>
  );
}
