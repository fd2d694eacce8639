import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider, type Query, type QueryClient } from '@council/query';
import { dehydrate } from '@council/query/server';
import { createQueryClient } from '@council/api-client';
import { DEFAULT_LANGUAGE, renderingIn } from '@council/i18n';
import { StaticRouter } from '@council/router';
import {
  ScreenPageNoteProvider,
  ScreenTitleNoteProvider,
  type ScreenPageFacts,
} from '@council/site-config';

/** What the shell's server puts in the page: the screen's markup and the answers it shows. */
export interface RenderedScreen {
  html: string;
  /**
   * The resources React hoists out of the markup (the preload of the first slide's picture):
   * they belong in the page's <head>, where they start the picture early, not in #root, where
   * hydration would find markup the browser's render does not make.
   */
  head: string;
  /** The cache's dehydrated state, which the browser seeds its cache with before hydrating. */
  calls: Record<string, unknown>;
  /**
   * The title the screen names its page by (useScreenTitle: a tender's own title), for the page's
   * <title>; absent when it names none and the route's title stands.
   */
  title?: string;
  /** The item's description the screen gives (useScreenPage), for the page's preview. */
  description?: string;
  /** The screen shows that its item does not exist (useScreenPage): the page answers 404. */
  notFound?: true;
}

// React's renderToString puts the <link>s it hoists (image preloads) before the markup.
const HOISTED_LINKS = /^((?:<link [^<>]*>)*)([\s\S]*)$/;

// A screen whose calls depend on earlier answers needs a pass per step; none needs more than this.
const MAX_PASSES = 3;

/** A read the render asked for and has no answer to yet (a disabled one is left to the browser). */
function waiting(query: Query): boolean {
  const { enabled } = query.options as { enabled?: unknown };
  return query.state.status === 'pending' && enabled !== false;
}

function fetchAnswer(client: QueryClient, query: Query): Promise<unknown> {
  return client.fetchQuery({ queryKey: query.queryKey, queryFn: query.options.queryFn });
}

/**
 * Renders a screen as the browser would once its reads are answered: render (which puts the
 * screen's queries in the cache), fetch those still waiting, render again with their answers.
 * A read that fails rejects, and the page is then rendered by the browser, which shows the
 * screen's own error text. A server render never retries: the browser will try again itself.
 * `location` is the page's address (path and query): the screen reads it as in the browser
 * (`?page=2` renders page 2, with page 2's answers handed over). `language` is the reader's, its
 * catalogues loaded (loadLanguage): each pass renders in it, whatever other renders run between.
 */
export async function renderFirstScreen<P extends object>(
  Screen: ComponentType<P>,
  props: P,
  location = '/',
  language = DEFAULT_LANGUAGE,
): Promise<RenderedScreen> {
  const client = createQueryClient({ queries: { retry: false } });
  try {
    for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
      // The last pass's: the one rendered with every answer.
      let title: string | undefined;
      let facts: ScreenPageFacts = {};
      const html = renderingIn(language, () =>
        renderToString(
          <QueryClientProvider client={client}>
            <StaticRouter location={location}>
              <ScreenTitleNoteProvider value={(named) => (title = named)}>
                <ScreenPageNoteProvider value={(noted) => (facts = noted)}>
                  <Screen {...props} />
                </ScreenPageNoteProvider>
              </ScreenTitleNoteProvider>
            </StaticRouter>
          </QueryClientProvider>,
        ),
      );
      const asked = client.getQueryCache().findAll({ predicate: waiting });
      if (asked.length === 0) {
        const [, head = '', body = html] = HOISTED_LINKS.exec(html) ?? [];
        const calls = dehydrate(client) as unknown as Record<string, unknown>;
        const description = facts.description?.trim();
        return {
          html: body,
          head,
          calls,
          ...(title ? { title } : {}),
          ...(description ? { description } : {}),
          ...(facts.notFound ? { notFound: true as const } : {}),
        };
      }
      await Promise.all(asked.map((query) => fetchAnswer(client, query)));
    }
    throw new Error(`The screen still asked for calls after ${MAX_PASSES} passes.`);
  } finally {
    // Nothing of one page's answers stays on the server for the next.
    client.clear();
  }
}
