import type { ReactNode } from 'react';
import { NavLink } from '@council/router';
import type { DashboardLink } from './types';

interface SidebarProps {
  id: string;
  label: string;
  links: DashboardLink[];
  open: boolean;
  onNavigate: () => void;
  /** What follows the section links, set apart (the way back to the public site). */
  children?: ReactNode;
}

/**
 * The section links; the current one is marked for sight (class) and for screen readers
 * (aria-current). Below them, outside the navigation of sections, what the layout adds.
 */
export function Sidebar({ id, label, links, open, onNavigate, children }: SidebarProps) {
  return (
    <div id={id} className={`council-sidebar${open ? ' council-sidebar-open' : ''}`}>
      <nav aria-label={label}>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end onClick={onNavigate}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children && <div className="council-sidebar-last">{children}</div>}
    </div>
  );
}
