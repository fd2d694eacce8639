import { useCouncil } from '@council/site-config';
import { Link } from '@council/router';
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
  const council = useCouncil();
  return (
    <div className="container shell-brand-row">
      <Link to="/home" className="shell-brand">
        <CouncilEmblem />
        <span>
          <span className="shell-brand-name">{council.name}</span>
          <span className="shell-brand-hindi" lang="hi">
            {council.nameHindi}
          </span>
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
