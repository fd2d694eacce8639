import { hydrate, type DehydratedState, type Query, type QueryClient } from '@council/query';
import { CALLS_ELEMENT_ID } from '@council/first-screen';

function isDehydratedState(value: unknown): value is DehydratedState {
  const state = value as Partial<DehydratedState> | null;
  return Array.isArray(state?.queries) && Array.isArray(state?.mutations);
}

/** The answers the page came with, fresh for as long as the screen rendered from them is shown. */
const firstScreenAnswers = new WeakSet<Query>();

/** Whether a query still holds the answer its server-rendered screen was made from. */
export function isFirstScreenAnswer(query: Query): boolean {
  return firstScreenAnswers.has(query);
}

/**
 * Seeds the page's cache with the answers its first screen was rendered from on the server (the
 * JSON script the shell's server adds), before React takes over that markup: the screen's reads
 * then find their answers and hydration asks the API nothing again. Once the visitor leaves that
 * screen the answers are ordinary cached ones: coming back shows them while the API is asked
 * afresh, as for any screen.
 */
export function seedFirstScreenAnswers(
  client: QueryClient,
  doc: Document | undefined = globalThis.document,
): void {
  const text = doc?.getElementById(CALLS_ELEMENT_ID)?.textContent;
  if (!text) return;
  let state: unknown;
  try {
    state = JSON.parse(text);
  } catch {
    // Without the answers the screen simply asks the API, as on any later visit.
    return;
  }
  if (!isDehydratedState(state)) return;
  hydrate(client, state);
  const cache = client.getQueryCache();
  for (const { queryHash } of state.queries) {
    const query = cache.get(queryHash);
    if (query) firstScreenAnswers.add(query);
  }
  cache.subscribe((event) => {
    if (event.type !== 'observerRemoved' || !firstScreenAnswers.has(event.query)) return;
    // StrictMode (and a re-render) unsubscribe and subscribe again at once: only a screen that
    // is still gone a task later was left.
    setTimeout(() => {
      if (event.query.getObserversCount() === 0) firstScreenAnswers.delete(event.query);
    }, 0);
  });
}
