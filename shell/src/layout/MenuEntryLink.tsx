import { NavLink } from '@council/router';
import { ExternalLink } from '@council/ui';
import type { MenuEntry } from './menuEntries';

/**
 * One menu entry (its text ready to show): a route, or an outside site (a new window, said so and
 * asked before leaving: ExternalLink).
 */
export function MenuEntryLink({ entry }: { entry: MenuEntry }) {
  if (entry.kind === 'route')
    return (
      <NavLink to={entry.to} className="shell-menu-entry">
        {entry.text}
      </NavLink>
    );
  return (
    <ExternalLink href={entry.href} className="shell-menu-entry">
      {entry.text}
    </ExternalLink>
  );
}
