import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@council/query';
import { createQueryClient } from '@council/api-client';
import { initI18n } from '@council/i18n';
import { configureApi } from '@council/shared-auth';
import { StandaloneApp, type StandaloneRoute } from './StandaloneApp';

export type { StandaloneRoute };

/** The API a stand-alone remote talks to: ?api=... on the page address, else the local default. */
function apiBaseUrl(): string {
  return new URLSearchParams(window.location.search).get('api') ?? 'http://localhost:4000';
}

export function renderStandalone(title: string, routes: StandaloneRoute[]): void {
  initI18n();
  configureApi({ baseUrl: apiBaseUrl() });
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      {/* The remote alone has no shell to share a cache with: it has its own. */}
      <QueryClientProvider client={createQueryClient()}>
        <StandaloneApp title={title} routes={routes} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
