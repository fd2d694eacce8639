import { useId, useRef, useState, type ReactNode } from 'react';
import { LanguageSwitch, useTranslation } from '@council/i18n';
import { useRole, useSession } from '@council/shared-auth';
import {
  localise,
  menuLinksOf,
  useCouncil,
  useScreens,
  type ScreenDeclaration,
} from '@council/site-config';
import { InReadersLanguage } from '../bilingual/InReadersLanguage';
import { councilClockParts } from '../dates/formatDate';
import '../i18n/registerUiTexts';
import { ReaderControls, type ReaderControlLabels } from '../reader-controls/ReaderControls';
import { AccountMenu } from './AccountMenu';
import { Sidebar } from './Sidebar';
import type { DashboardMenuItem } from './types';
import { ViewOnSiteLink } from './ViewOnSiteLink';
import './DashboardLayout.css';

/** The pages of the account menu's Profile and Settings, where each has its own. */
export interface AccountPages {
  profile: string;
  settings: string;
}

export interface DashboardLayoutProps {
  /** The council's logo (an image address); its alt text is empty because the title is beside it. */
  logo?: string;
  /**
   * The sidebar's menu group ('console', 'portal'): its links are the screens of the merged table
   * placed in it, in order, that the signed-in role may open, so a screen the shell refused, or
   * one for another role (an officer sees the grievance desk, not the content editors), is not
   * offered.
   */
  menuGroup: string;
  /** Names the sidebar's navigation for screen readers ('Admin sections'). */
  navigationLabel: string;
  /**
   * Where Profile and Settings lead: one page for both, or a page each; without it the menu
   * leaves them out rather than offer entries that lead nowhere (SPEC.md names both).
   */
  accountPagesPath?: string | AccountPages;
  children: ReactNode;
}

/**
 * The signed-in layout of the admin console and the citizen portal: a fixed header with the
 * council's name, logo, the way back to the public site, the reader's text size and contrast
 * (GIGW), the language switch and the account menu (Profile, Settings, Logout; 'Admin' for
 * staff, 'My account' for a citizen), a sidebar of links, and the page. Under 700px the sidebar
 * folds away behind a toggle in the header (SPEC.md section 9 breakpoint), and the way back, the
 * reader's controls and the language switch move to its end. Its landmarks (issue 25): the
 * header is the page's banner, the sidebar its navigation, the page its main (`#main`, where the
 * shell's skip link leads) and a footer its contentinfo; the shell adds none around it.
 * Logout only ends the shared session; the shell, which owns the router, then goes to /login.
 */
export function DashboardLayout(props: DashboardLayoutProps) {
  const { logo, menuGroup, navigationLabel, accountPagesPath, children } = props;
  const { t, i18n } = useTranslation('ui');
  const council = useCouncil();
  const role = useRole();
  const links = menuLinksOf(useScreens().filter(openTo(role)), menuGroup);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const sidebarId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  /** Folds the phone's sidebar away; from a key, focus goes back to the toggle that opened it. */
  const closeSidebar = (focusToggle: boolean) => {
    setSidebarOpen(false);
    if (focusToggle) toggle.current?.focus();
  };
  const accountItems = useAccountItems(accountPagesPath);
  const readerLabels: ReaderControlLabels = {
    group: t('readerControls.group'),
    smaller: t('readerControls.smaller'),
    normal: t('readerControls.normal'),
    larger: t('readerControls.larger'),
    contrast: t('readerControls.contrast'),
  };

  return (
    <div className="council-dashboard">
      <header className="council-dashboard-header">
        <button
          ref={toggle}
          type="button"
          className="council-sidebar-toggle"
          aria-expanded={sidebarOpen}
          aria-controls={sidebarId}
          onClick={() => setSidebarOpen((was) => !was)}
        >
          <span aria-hidden="true">☰</span>
          <span className="visually-hidden">{t('dashboard.toggle')}</span>
        </button>
        {logo && <img className="council-dashboard-logo" src={logo} alt="" />}
        <span className="council-dashboard-title">
          <InReadersLanguage en={council.name} hi={council.nameHindi} />
        </span>
        <ViewOnSiteLink className="council-view-on-site" />
        <ReaderControls labels={readerLabels} className="council-dashboard-reader" />
        <LanguageSwitch label={t('dashboard.language')} className="council-dashboard-language" />
        <AccountMenu
          label={t(role === 'user' ? 'dashboard.citizenAccount' : 'dashboard.account')}
          items={accountItems}
        />
      </header>
      <Sidebar
        id={sidebarId}
        label={navigationLabel}
        links={links.map(({ path, text }) => ({ to: path, label: localise(text, i18n.language) }))}
        open={sidebarOpen}
        onNavigate={() => setSidebarOpen(false)}
        onClose={closeSidebar}
        opener={toggle}
      >
        <ViewOnSiteLink />
        <LanguageSwitch label={t('dashboard.language')} className="council-sidebar-language" />
        <ReaderControls labels={readerLabels} className="council-sidebar-reader" />
      </Sidebar>
      <main id="main" tabIndex={-1} className="council-dashboard-main">
        {children}
      </main>
      <footer className="council-dashboard-footer">
        {t('dashboard.footer', { year: councilYear() })}{' '}
        <InReadersLanguage en={council.name} hi={council.nameHindi} />
      </footer>
    </div>
  );
}

/**
 * This year on the council's clock: the server's render and the browser's agree on it, whatever
 * their own time zones, so that the footer hydrates as it came.
 */
const councilYear = () => String(councilClockParts(new Date()).year);

/**
 * Whether a role may open a screen. With nobody signed in (a remote's stand-alone page before its
 * stand-in sign-in) every screen is listed, as declared; the shell's guards keep such pages shut.
 */
const openTo =
  (role: string | null) =>
  ({ access }: ScreenDeclaration): boolean =>
    role === null || access === 'public' || access.includes(role);

/** Profile and Settings where they lead to a page, and Logout. */
function useAccountItems(accountPagesPath: string | AccountPages | undefined): DashboardMenuItem[] {
  const { t } = useTranslation('ui');
  const logout = useSession((state) => state.logout);
  const pageOf = (page: keyof AccountPages) =>
    typeof accountPagesPath === 'string' ? accountPagesPath : accountPagesPath?.[page];
  const pages: DashboardMenuItem[] = (['profile', 'settings'] as const).flatMap((page) => {
    const to = pageOf(page);
    return to ? [{ label: t(`dashboard.${page}`), to }] : [];
  });
  return [...pages, { label: t('dashboard.logout'), onSelect: () => logout() }];
}
