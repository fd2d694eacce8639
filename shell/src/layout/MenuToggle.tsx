import { useTranslation } from '@council/i18n';

/** The id of what the menu toggle shows and hides: the menu and, on phones, the contacts. */
export const MENU_DRAWER_ID = 'shell-menu-drawer';

/** The 'Menu' button of narrow screens (CSS hides it from 992px, where the menu is a row). */
export function MenuToggle({
  open,
  onToggle,
}: {
  open: boolean;
  onToggle: (open: boolean) => void;
}) {
  const { t } = useTranslation('shell');
  return (
    <button
      type="button"
      className="shell-menu-toggle"
      aria-expanded={open}
      aria-controls={MENU_DRAWER_ID}
      onClick={() => onToggle(!open)}
    >
      <span className="shell-burger" aria-hidden="true" />
      <span className="shell-menu-toggle-text">{t('header.menuToggle')}</span>
    </button>
  );
}
