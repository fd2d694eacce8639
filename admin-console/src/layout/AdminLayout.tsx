import type { ReactNode } from 'react';
import { useTranslation } from '@council/i18n';
import { localise, useCouncil } from '@council/site-config';
import { DashboardLayout, showInfo } from '@council/ui';
import { useSession } from '@council/shared-auth';
import logo from '../assets/council-logo.svg';
import '../i18n/registerAdminConsoleTexts';
import { ADMIN_LINKS } from './adminLinks';

/**
 * Every admin screen's frame: the council's name and logo, the eleven links and the Admin menu.
 * Logout only ends the session; the shell, which owns the router, then goes to /login.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation('admin-console');
  const council = useCouncil();
  const logout = useSession((state) => state.logout);
  // SPEC.md names Profile and Settings but shows no screen for them.
  const notYet = (item: string) => () =>
    void showInfo({ text: t('layout.notAvailable', { item }) });

  return (
    <DashboardLayout
      title={council.name}
      logo={logo}
      links={ADMIN_LINKS.map(({ path, text }) => ({
        to: path,
        label: localise(text, i18n.language),
      }))}
      navigationLabel={t('layout.navigation')}
      toggleLabel={t('layout.toggle')}
      menu={{
        label: t('layout.menu'),
        items: [
          { label: t('layout.profile'), onSelect: notYet(t('layout.profile')) },
          { label: t('layout.settings'), onSelect: notYet(t('layout.settings')) },
          { label: t('layout.logout'), onSelect: logout },
        ],
      }}
    >
      {children}
    </DashboardLayout>
  );
}
