import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@council/i18n';
import { configureApi } from 'shared-auth';
import { App } from './App';
import { loadSiteConfig, setSiteConfig } from '@council/site-config';
import './i18n/registerShellTexts';
import { registerSiteRemotes } from './remotes/federation';
import { StartupFailure } from './StartupFailure';

async function start(): Promise<void> {
  initI18n();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const root = createRoot(container);
  try {
    const config = await loadSiteConfig();
    configureApi({ baseUrl: config.apiBaseUrl });
    setSiteConfig(config);
    registerSiteRemotes(config.remotes);
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(<StartupFailure />);
  }
}

void start();
