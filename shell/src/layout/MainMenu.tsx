import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '@council/i18n';
import { NavLink } from '@council/router';
import { MenuContacts } from './MenuContacts';
import { inDialog } from './inDialog';
import { MenuDropdown } from './MenuDropdown';
import { MenuEntryLink } from './MenuEntryLink';
import { MENU_DRAWER_ID } from './MenuToggle';
import { usePublicMenu } from './usePublicMenu';
import { useStateOfPage } from './useStateOfPage';

/**
 * The public menu with its dropdowns and the Downloads mega-menu. Below 992px it folds away until
 * the header's 'Menu' toggle opens it (`expanded`), and on phones it then ends with the contacts
 * the compact header leaves out. One panel is open at a time; moving to another page or clicking
 * elsewhere closes it. The folded menu, once opened, closes on Escape (focus back on its toggle)
 * and when focus leaves it for the page (issue 25).
 */
export function MainMenu({ expanded, onCollapse }: { expanded: boolean; onCollapse: () => void }) {
  const { t } = useTranslation('shell');
  const menu = usePublicMenu();
  const [openItem, setOpenItem] = useStateOfPage<string | null>(null);
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    if (openItem === null) return undefined;
    const closeOutside = (event: MouseEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpenItem(null);
    };
    document.addEventListener('click', closeOutside);
    return () => document.removeEventListener('click', closeOutside);
  }, [openItem, setOpenItem]);

  const toggle = () => document.querySelector<HTMLElement>(`[aria-controls="${MENU_DRAWER_ID}"]`);
  // An open panel answers Escape first (MenuDropdown stops it); then the folded menu does.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!expanded || event.key !== 'Escape') return;
    onCollapse();
    toggle()?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (!expanded || next === null || nav.current?.contains(next) || next === toggle()) return;
    if (!inDialog(next)) onCollapse();
  };

  return (
    // Escape and focus leaving close the phone's menu wherever focus is inside it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav
      ref={nav}
      className="shell-menu"
      aria-label={t('header.menu')}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <div
        id={MENU_DRAWER_ID}
        className={`container shell-menu-drawer${expanded ? ' shell-menu-expanded' : ''}`}
      >
        <ul className="shell-menu-list">
          {menu.map((item) =>
            item.kind === 'link' ? (
              <li key={item.text} className="shell-menu-item">
                <NavLink to={item.to} className="shell-menu-button">
                  {item.text}
                </NavLink>
              </li>
            ) : (
              <MenuDropdown
                key={item.text}
                label={item.text}
                open={openItem === item.text}
                wide={item.kind === 'mega'}
                onToggle={(open) => setOpenItem(open ? item.text : null)}
              >
                {item.kind === 'dropdown' ? (
                  <ul>
                    {item.entries.map((entry) => (
                      <li key={entry.text}>
                        <MenuEntryLink entry={entry} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  item.columns.map((column) => (
                    <div key={column.title} className="shell-mega-column">
                      <h2 className="shell-mega-title">{column.title}</h2>
                      <ul>
                        {column.entries.map((entry) => (
                          <li key={entry.text}>
                            <MenuEntryLink entry={entry} />
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))
                )}
              </MenuDropdown>
            ),
          )}
        </ul>
        {/* Only while open: closed, the header itself shows these (CSS picks by width). */}
        {expanded && <MenuContacts />}
      </div>
    </nav>
  );
}
