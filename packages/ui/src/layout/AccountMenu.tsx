import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@council/router';
import type { DashboardMenu } from './types';

/**
 * The header's dropdown ('Admin' for staff, 'My account' for a citizen: Profile, Settings,
 * Logout). A disclosure button and a plain list rather than an ARIA menu: links and buttons
 * inside keep their native keyboard behaviour, and Escape or a click elsewhere closes it.
 */
export function AccountMenu({ label, items }: DashboardMenu) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: MouseEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      // From inside the list, back to its button rather than to the page's start (issue 25).
      if (box.current?.contains(document.activeElement)) button.current?.focus();
    };
    // Tabbing out of it closes it: an open list must not cover what focus moved to.
    const closeOnLeaving = (event: FocusEvent) => {
      const next = event.target;
      if (next instanceof Node && !box.current?.contains(next)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('focusin', closeOnLeaving);
    return () => {
      document.removeEventListener('focusin', closeOnLeaving);
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className="council-account-menu" ref={box}>
      <button
        ref={button}
        type="button"
        className="council-account-menu-button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        {label} <span aria-hidden="true">▾</span>
      </button>
      <ul id={listId} className="council-account-menu-list" hidden={!open}>
        {items.map((item) => (
          <li key={item.label}>
            {item.to !== undefined ? (
              <Link to={item.to} onClick={() => setOpen(false)}>
                {item.label}
              </Link>
            ) : (
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
