import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@council/query';
import { testQueryClient } from '@council/remote-harness/src/testing';
import { initI18n } from '@council/i18n';
import { MemoryRouter } from '@council/router';
import { FAKE_API_BASE } from '@council/api-fake';

initI18n();

/**
 * Renders a screen as the shell does: inside the router and the site's cache (a fresh one unless
 * given), with the translations ready.
 */
export function renderScreen(screen: ReactElement, path = '/', client = testQueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{screen}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Where a stored file's URL (relative to the API, as the wire has it) points in the browser. */
export const onApi = (url: string) => `${FAKE_API_BASE}${url}`;

/** The texts of a table's cells, row by row, headers included. */
export function tableTexts(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}
