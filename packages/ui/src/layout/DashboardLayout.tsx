import { useId, useState, type ReactNode } from 'react';
import { AccountMenu } from './AccountMenu';
import { Sidebar } from './Sidebar';
import type { DashboardLink, DashboardMenu } from './types';
import './DashboardLayout.css';

export interface DashboardLayoutProps {
  /** The council's name, shown in the fixed header. */
  title: string;
  /** The council's logo (an image address); its alt text is empty because the title is beside it. */
  logo?: string;
  links: DashboardLink[];
  /** Names the sidebar's navigation for screen readers ('Admin sections'). */
  navigationLabel: string;
  /** The words of the button that shows or hides the sidebar on small screens. */
  toggleLabel: string;
  menu: DashboardMenu;
  children: ReactNode;
}

/**
 * The signed-in layout of the admin console and the citizen portal: a fixed header with the
 * council's name, logo and account menu, a sidebar of links, and the page. Under 700px the
 * sidebar folds away behind a toggle in the header (SPEC.md section 9 breakpoint). It renders
 * no <main>: the shell's frame already is the page's main landmark.
 */
export function DashboardLayout(props: DashboardLayoutProps) {
  const { title, logo, links, navigationLabel, toggleLabel, menu, children } = props;
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const sidebarId = useId();

  return (
    <div className="council-dashboard">
      <header className="council-dashboard-header">
        <button
          type="button"
          className="council-sidebar-toggle"
          aria-expanded={sidebarOpen}
          aria-controls={sidebarId}
          onClick={() => setSidebarOpen((was) => !was)}
        >
          <span aria-hidden="true">☰</span>
          <span className="council-visually-hidden">{toggleLabel}</span>
        </button>
        {logo && <img className="council-dashboard-logo" src={logo} alt="" />}
        <span className="council-dashboard-title">{title}</span>
        <AccountMenu {...menu} />
      </header>
      <Sidebar
        id={sidebarId}
        label={navigationLabel}
        links={links}
        open={sidebarOpen}
        onNavigate={() => setSidebarOpen(false)}
      />
      <div className="council-dashboard-main">{children}</div>
    </div>
  );
}
