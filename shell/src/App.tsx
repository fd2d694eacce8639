import { BrowserRouter } from '@council/router';
import { SiteRoutes } from './SiteRoutes';

export function App() {
  return (
    <BrowserRouter>
      <SiteRoutes />
    </BrowserRouter>
  );
}
