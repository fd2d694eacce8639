import { useTranslation } from '@council/i18n';
import { useCouncil } from '@council/site-config';
import { Link } from '@council/router';
import { readersText } from '@council/ui';
import { KeywordSearch } from '../search/KeywordSearch';
import { CouncilEmblem } from './CouncilEmblem';
import { HelplineLinks } from './HelplineLinks';
import { MenuToggle } from './MenuToggle';

interface Props {
  menuOpen: boolean;
  onMenuToggle: (open: boolean) => void;
}

/**
 * Logo and council title (configuration), the toll-free number, the mobile app link, search and,
 * on narrow screens, the menu toggle. Below 768px it is the compact bar: emblem, name, search and
 * menu buttons (the helplines move into the opened menu).
 */
export function CouncilBrand({ menuOpen, onMenuToggle }: Props) {
  const { i18n } = useTranslation();
  const council = useCouncil();
  const name = readersText({ en: council.name, hi: council.nameHindi }, i18n.language);
  // Under it, the name in the page's other language, marked so: the council is known by both. Not
  // where the first line already is the other language's (a council without a Hindi name).
  const other =
    i18n.language === 'hi'
      ? { lang: 'en', text: council.name }
      : { lang: 'hi', text: council.nameHindi };
  const secondLine = name.lang === undefined && other.text.trim() !== '' ? other : null;
  return (
    <div className="container shell-brand-row">
      <Link to="/home" className="shell-brand">
        <CouncilEmblem />
        <span>
          <span className="shell-brand-name" lang={name.lang}>
            {name.text}
          </span>
          {secondLine && (
            <span className="shell-brand-other" lang={secondLine.lang}>
              {secondLine.text}
            </span>
          )}
        </span>
      </Link>
      <div className="shell-brand-tools">
        <span className="shell-brand-helplines">
          <HelplineLinks />
        </span>
        <KeywordSearch />
        <MenuToggle open={menuOpen} onToggle={onMenuToggle} />
      </div>
    </div>
  );
}
