import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@council/query';
import { testQueryClient } from '@council/remote-harness/src/testing';
import { initI18n } from '@council/i18n';
import { MemoryRouter } from '@council/router';

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

/** A tiny base64 PNG (the first bytes say PNG) and a base64 JPEG and PDF for the stubbed answers. */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
export const JPEG_BASE64 =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';
export const PDF_BASE64 =
  'JVBERi0xLjQKJcfsj6IKMSAwIG9iago8PD4+CmVuZG9iagp0cmFpbGVyCjw8Pj4KJSVFT0YK';

/** The texts of a table's cells, row by row, headers included. */
export function tableTexts(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
}
