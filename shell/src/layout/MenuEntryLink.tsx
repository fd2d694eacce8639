import { useTranslation } from '@council/i18n';
import { NavLink } from '@council/router';
import type { MenuEntry } from './menuEntries';

/** One menu entry (its text ready to show): a route, an outside site (new window, said so), or a service still to come. */
export function MenuEntryLink({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation('shell');
  if (entry.kind === 'route')
    return (
      <NavLink to={entry.to} className="shell-menu-entry">
        {entry.text}
      </NavLink>
    );
  if (entry.kind === 'external')
    return (
      <a href={entry.href} target="_blank" rel="noreferrer" className="shell-menu-entry">
        {entry.text}
        <span className="visually-hidden"> {t('menu.newWindow')}</span>
      </a>
    );
  // Not a link: a link to nowhere would mislead and fail accessibility checks.
  return (
    <span className="shell-menu-entry shell-menu-soon">
      {entry.text} <small>{t('menu.comingSoon')}</small>
    </span>
  );
}
