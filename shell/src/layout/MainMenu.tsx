import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@council/i18n';
import { NavLink, useLocation } from '@council/router';
import { MenuDropdown } from './MenuDropdown';
import { MenuEntryLink } from './MenuEntryLink';
import { usePublicMenu } from './usePublicMenu';

/**
 * The public menu with its dropdowns and the Downloads mega-menu. On phones it folds behind a
 * 'Menu' toggle. One panel is open at a time; moving to another page or clicking elsewhere closes it.
 */
export function MainMenu() {
  const { t } = useTranslation('shell');
  const menu = usePublicMenu();
  const [openItem, setOpenItem] = useState<string | null>(null);
  const [expanded, setExpanded] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const { pathname, search } = useLocation();

  // A chosen page closes the menu, as on any site.
  const [shownFor, setShownFor] = useState(`${pathname}${search}`);
  if (shownFor !== `${pathname}${search}`) {
    setShownFor(`${pathname}${search}`);
    setOpenItem(null);
    setExpanded(false);
  }

  useEffect(() => {
    if (openItem === null) return undefined;
    const closeOutside = (event: MouseEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpenItem(null);
    };
    document.addEventListener('click', closeOutside);
    return () => document.removeEventListener('click', closeOutside);
  }, [openItem]);

  return (
    <nav ref={nav} className="shell-menu" aria-label={t('header.menu')}>
      <div className="container">
        <button
          type="button"
          className="shell-menu-toggle"
          aria-expanded={expanded}
          aria-controls="shell-menu-list"
          onClick={() => setExpanded(!expanded)}
        >
          <span className="shell-burger" aria-hidden="true" />
          {t('header.menuToggle')}
        </button>
        <ul
          id="shell-menu-list"
          className={`shell-menu-list${expanded ? ' shell-menu-expanded' : ''}`}
        >
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
      </div>
    </nav>
  );
}
