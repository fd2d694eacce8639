import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { testQueryClient } from '@council/api-client/src/testing';
import { initI18n } from '@council/i18n';
import { QueryClientProvider } from '@council/query';
import { MemoryRouter, Route, Routes, useLocation } from '@council/router';
import { DEMO_COUNCIL, setSiteConfig } from '@council/site-config';
import '../i18n/registerShellTexts';
import { SITE_SCREENS } from './siteScreens';

initI18n();
// Menus, guards and titles read the merged table; tests see the whole site's.
setSiteConfig({ council: DEMO_COUNCIL, screens: SITE_SCREENS });

/** Shows where the router went, so tests can assert redirects. */
export function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

export function renderAt(path: string, element: ReactElement, routePath = path) {
  // A fresh cache for each render, as each page load of the site has, without retries.
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={element} />
          <Route path="*" element={<CurrentPath />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
