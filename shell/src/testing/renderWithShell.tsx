import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { initI18n } from '@council/i18n';
import { MemoryRouter, Route, Routes, useLocation } from '@council/router';
import '../i18n/registerShellTexts';

initI18n();

/** Shows where the router went, so tests can assert redirects. */
export function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

export function renderAt(path: string, element: ReactElement, routePath = path) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={routePath} element={element} />
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
}
