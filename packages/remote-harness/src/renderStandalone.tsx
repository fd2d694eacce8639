import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@council/query';
import { createQueryClient } from '@council/api-client';
import { initI18n, loadLanguage } from '@council/i18n';
import { configureApi } from '@council/shared-auth';
import { DEMO_COUNCIL, screensOwnedBy, setSiteConfig, type RemoteName } from '@council/site-config';
import ports from '@council/site-config/default-ports.json';
import { declaredRoutes, type ModuleFileLoader } from './declaredRoutes';
import { StandaloneApp, type StandaloneRoute } from './StandaloneApp';

export type { StandaloneRoute };

/** What a remote's stand-alone page is made of. */
export interface StandaloneRemote {
  /** Its federation name, which owns its screens in the table. */
  remote: RemoteName;
  /** The page's heading and the name of its list of links ('Admin console'). */
  title: string;
  /** Its screens.json, as imported. */
  declared: unknown;
  loadFile: ModuleFileLoader;
}

/** The API a stand-alone remote talks to: ?api=... on the page address, else the local default. */
function apiBaseUrl(): string {
  return new URLSearchParams(window.location.search).get('api') ?? `http://localhost:${ports.api}`;
}

/** Starts a remote's stand-alone page; the promise settles once its first render is under way. */
export async function renderStandalone({
  remote,
  title,
  declared,
  loadFile,
}: StandaloneRemote): Promise<void> {
  initI18n();
  configureApi({ baseUrl: apiBaseUrl() });
  // No shell merges a table here: the remote's own screens are the table its menus read.
  setSiteConfig({ council: DEMO_COUNCIL, screens: screensOwnedBy(remote, declared) });
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  // As the shell does: the reader's language (a Hindi cookie or ?lang=hi) is loaded before the
  // first render, so no screen shows English first. A chunk that fails leaves the texts English.
  await loadLanguage().catch((error: unknown) => console.error(error));
  createRoot(container).render(
    <StrictMode>
      {/* The remote alone has no shell to share a cache with: it has its own. */}
      <QueryClientProvider client={createQueryClient()}>
        <StandaloneApp title={title} routes={declaredRoutes(declared, loadFile)} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
