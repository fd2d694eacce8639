import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/shell.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RENDERED_FOR_ATTRIBUTE } from '@council/first-screen';
import { DEFAULT_LANGUAGE, i18n, initI18n } from '@council/i18n';
import { createQueryClient, seedFirstScreenAnswers } from '@council/api-client';
import { answerFromEarlyCall, configureApi, useSession } from '@council/shared-auth';
import { App } from './App';
import { loadSiteConfig, setSiteConfig } from '@council/site-config';
import './i18n/registerShellTexts';
import { registerSiteRemotes, startedScreensArrived } from './remotes/federation';
import { takeFirstCall } from './remotes/firstCall';
import { StartupFailure } from './StartupFailure';
import { nextTask } from './startup/nextTask';

// The one cache of the composed site: the remotes' screens share it (a run-time singleton).
const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

/** Who the server rendered the page's first screen for: a session's role, or null for nobody. */
function renderedFor(container: HTMLElement): string | null {
  return container.getAttribute(RENDERED_FOR_ATTRIBUTE);
}

/** The role of this page's session, or null when nobody is signed in (or the session has ended). */
function sessionRole(): string | null {
  const session = useSession.getState();
  return session.checkSession() ? session.role : null;
}

/**
 * The server renders a first screen in the default language, for the session of the session
 * cookie or for a visitor who is not signed in. When that is this page's session and language,
 * the page is hydrated: React takes over the markup as it is. Anyone else gets the page rendered
 * afresh, as on every other route.
 */
function takesOverFirstScreen(container: HTMLElement): boolean {
  return (
    container.hasChildNodes() && renderedFor(container) === sessionRole() && isDefaultLanguage()
  );
}

/**
 * The answers a first screen was rendered with serve this page too when they are public (rendered
 * for nobody) or this session's own.
 */
function answersAreFor(container: HTMLElement): boolean {
  const role = renderedFor(container);
  return role === null || role === sessionRole();
}

function isDefaultLanguage(): boolean {
  return i18n.language === DEFAULT_LANGUAGE;
}

async function start(): Promise<void> {
  // Evaluating the shell's modules was one task; starting it is the next.
  await nextTask();
  initI18n();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  try {
    const config = await loadSiteConfig();
    configureApi({ baseUrl: config.apiBaseUrl });
    const firstCall = takeFirstCall();
    if (firstCall) answerFromEarlyCall(firstCall);
    setSiteConfig(config);
    registerSiteRemotes(config.remotes);
    // The first screen's answers, as the server rendered it: hydration then asks the API nothing.
    if (answersAreFor(container)) seedFirstScreenAnswers(queryClient);
    if (takesOverFirstScreen(container)) {
      await startedScreensArrived();
      // As a transition, hydration yields to the browser every few milliseconds: the page is
      // already readable, and one long task would only delay a visitor's first tap.
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else {
      container.replaceChildren();
      createRoot(container).render(app);
    }
  } catch (error) {
    console.error(error);
    container.replaceChildren();
    createRoot(container).render(<StartupFailure />);
  }
}

void start();
