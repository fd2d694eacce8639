import { CouncilBrand } from './CouncilBrand';
import { MainMenu } from './MainMenu';
import { NewsTicker } from './NewsTicker';
import { TopBar } from './TopBar';
import { useStateOfPage } from './useStateOfPage';
import './layout.css';

/**
 * SPEC.md 2's public header: top bar, logo and title, the menu, search, toll-free number, ticker;
 * with the account links of someone signed in. Below 768px a compact bar (emblem, name, search
 * and menu buttons) whose menu holds the rest.
 */
export function PublicHeader() {
  const [menuOpen, setMenuOpen] = useStateOfPage(false);
  return (
    <header className="shell-header">
      <TopBar />
      <CouncilBrand menuOpen={menuOpen} onMenuToggle={setMenuOpen} />
      <MainMenu expanded={menuOpen} onCollapse={() => setMenuOpen(false)} />
      <NewsTicker />
    </header>
  );
}
