import { useId, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { inDialog } from './inDialog';

interface Props {
  label: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  /** The mega-menu lays its entries out in columns. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * A disclosure menu: a button that shows or hides a panel of links (the pattern the WAI-ARIA
 * practices recommend for site navigation). Escape closes it and puts focus back on the button;
 * Tab out of it closes it too, so that an open panel never covers where focus went (issue 25).
 */
export function MenuDropdown({ label, open, onToggle, wide = false, children }: Props) {
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onToggle(false);
      button.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget;
    // null: a click on the page, which the menu's own outside-click rule answers. A dialog an
    // entry opened (leaving for another site?) gives focus back to that entry: stay open.
    if (!open || next === null || event.currentTarget.contains(next)) return;
    if (!inDialog(next)) onToggle(false);
  };
  return (
    // Escape from anywhere inside the item closes its panel, and so does focus leaving it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li className="shell-menu-item" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="shell-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onToggle(!open)}
      >
        {label}
        <span className="shell-caret" aria-hidden="true" />
      </button>
      <div
        id={panelId}
        className={`shell-menu-panel${wide ? ' shell-menu-mega' : ''}`}
        hidden={!open}
      >
        {children}
      </div>
    </li>
  );
}
