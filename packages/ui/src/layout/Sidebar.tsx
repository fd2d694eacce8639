import type { FocusEvent, KeyboardEvent, ReactNode, RefObject } from 'react';
import { NavLink } from '@council/router';
import type { DashboardLink } from './types';

interface SidebarProps {
  id: string;
  label: string;
  links: DashboardLink[];
  open: boolean;
  onNavigate: () => void;
  /**
   * Folds it away (phones): on Escape (true: focus back to its toggle) and when focus leaves it
   * for anything but its toggle (false).
   */
  onClose: (focusToggle: boolean) => void;
  /** The toggle that opens it; focus moving there is no reason to close. */
  opener: RefObject<HTMLButtonElement | null>;
  /** What follows the section links, set apart (the way back to the public site). */
  children?: ReactNode;
}

/**
 * The section links; the current one is marked for sight (class) and for screen readers
 * (aria-current). Below them, outside the navigation of sections, what the layout adds.
 */
export function Sidebar(props: SidebarProps) {
  const { id, label, links, open, onNavigate, onClose, opener, children } = props;
  const onKeyDown = (event: KeyboardEvent) => {
    if (open && event.key === 'Escape') onClose(true);
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    // Tabbing on past its end (or back to the page) folds it away, so that it covers nothing.
    if (!open || next === null || event.currentTarget.contains(next)) return;
    if (next !== opener.current) onClose(false);
  };
  return (
    // Escape and leaving by Tab close the phone's sidebar wherever focus is inside it.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      id={id}
      className={`council-sidebar${open ? ' council-sidebar-open' : ''}`}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
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
