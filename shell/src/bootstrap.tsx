import 'bootstrap/dist/css/bootstrap.min.css';
// After Bootstrap: it puts the Devanagari web font first in Bootstrap's font stack.
import './fonts/devanagari.css';
import './styles/shell.css';
// A few rules, in the shell's stylesheet: the server's first screen of /sitemap is painted with them.
import './sitemap/sitemap.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RENDERED_FOR_ATTRIBUTE, RENDERED_IN_ATTRIBUTE } from '@council/first-screen';
import { DEFAULT_LANGUAGE, i18n, initI18n, loadLanguage } from '@council/i18n';
import { createQueryClient, seedFirstScreenAnswers } from '@council/api-client';
import { answerFromEarlyCall, configureApi, useSession } from '@council/shared-auth';
import { App } from './App';
import { loadSiteConfig, setSiteConfig } from '@council/site-config';
import './i18n/registerShellTexts';
import {
  awaitBeforeScreens,
  registerSiteRemotes,
  startedScreensArrived,
} from './remotes/federation';
import { takeFirstCall } from './remotes/firstCall';
import { ownPageAt } from './routes/ownPages';
import { StartupFailure } from './StartupFailure';
import { dropLanguageParameter } from './startup/addressLanguage';
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
 * The server renders a first screen in the reader's language (the cookie's, or the address's
 * ?lang=), for the session of the session cookie or for a visitor who is not signed in. When
 * that is this page's session and language, the page is hydrated: React takes over the markup as
 * it is. Anyone else gets the page rendered afresh, as on every other route.
 */
function takesOverFirstScreen(container: HTMLElement): boolean {
  return (
    container.hasChildNodes() &&
    renderedFor(container) === sessionRole() &&
    renderedIn(container) === i18n.language
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

/** The language the server rendered the first screen in; a page without the mark, English. */
function renderedIn(container: HTMLElement): string {
  return container.getAttribute(RENDERED_IN_ATTRIBUTE) ?? DEFAULT_LANGUAGE;
}

/**
 * Whether every catalogue of the reader's language has arrived (English is bundled; Hindi comes
 * as chunks): nothing renders before, so no screen shows English first. Without them (a chunk
 * that did not load) the page is rendered afresh, its texts falling back to English, rather than
 * hydrated against Hindi markup.
 */
async function textsArrived(): Promise<boolean> {
  try {
    await loadLanguage();
    return true;
  } catch (error) {
    console.error(error);
    return false;
  }
}

/**
 * The code of the shell's own page at this address (the sign-in page, the sitemap), which the
 * server rendered: hydration then takes its markup over at once. A failed fetch is left to the
 * page, which fetches again when it renders, as a remote's screen does.
 */
async function ownPageArrived(): Promise<void> {
  await ownPageAt(window.location.pathname)
    ?.page.preload()
    .catch(() => undefined);
}

async function start(): Promise<void> {
  // Evaluating the shell's modules was one task; starting it is the next.
  await nextTask();
  initI18n();
  dropLanguageParameter();
  // A remote's screen registers its texts as its code arrives: it renders once they are loaded.
  awaitBeforeScreens(() => loadLanguage());
  const texts = textsArrived();
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
      await Promise.all([startedScreensArrived(), ownPageArrived()]);
    }
    // After the screens: the texts they registered as they arrived are loaded too.
    const textsHere = (await texts) && (await textsArrived());
    if (takesOverFirstScreen(container) && textsHere) {
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
