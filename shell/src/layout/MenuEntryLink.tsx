import { useTranslation } from '@council/i18n';
import { NavLink } from '@council/router';
import type { MenuEntry } from './menuEntries';

/** One menu entry (its text ready to show): a route, or an outside site (new window, said so). */
export function MenuEntryLink({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation('shell');
  if (entry.kind === 'route')
    return (
      <NavLink to={entry.to} className="shell-menu-entry">
        {entry.text}
      </NavLink>
    );
  return (
    <a href={entry.href} target="_blank" rel="noreferrer" className="shell-menu-entry">
      {entry.text}
      <span className="visually-hidden"> {t('menu.newWindow')}</span>
    </a>
  );
}
