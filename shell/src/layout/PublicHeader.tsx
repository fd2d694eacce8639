import { CouncilBrand } from './CouncilBrand';
import { MainMenu } from './MainMenu';
import { NewsTicker } from './NewsTicker';
import { TopBar } from './TopBar';
import './layout.css';

/** SPEC.md 2's public header: top bar, logo and title, the menu, search, toll-free number, ticker. */
export function PublicHeader() {
  return (
    <header className="shell-header">
      <TopBar />
      <CouncilBrand />
      <MainMenu />
      <NewsTicker />
    </header>
  );
}
