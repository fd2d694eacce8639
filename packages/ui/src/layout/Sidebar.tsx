import { NavLink } from '@council/router';
import type { DashboardLink } from './types';

interface SidebarProps {
  id: string;
  label: string;
  links: DashboardLink[];
  open: boolean;
  onNavigate: () => void;
}

/** The section links; the current one is marked for sight (class) and for screen readers (aria-current). */
export function Sidebar({ id, label, links, open, onNavigate }: SidebarProps) {
  return (
    <nav
      id={id}
      aria-label={label}
      className={`council-sidebar${open ? ' council-sidebar-open' : ''}`}
    >
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
  );
}
