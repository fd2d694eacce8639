import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@council/query';
import { createQueryClient } from '@council/api-client';
import { DEFAULT_LANGUAGE, renderingIn } from '@council/i18n';
import { StaticRouter } from '@council/router';
import {
  ScreenPageNoteProvider,
  ScreenTitleNoteProvider,
  type ScreenPageFacts,
} from '@council/site-config';
import { renderWithAnswers } from './renderWithAnswers';

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

/**
 * Renders a screen as the browser would once its reads are answered (renderWithAnswers). A read
 * that fails rejects, and the page is then rendered by the browser, which shows the screen's own
 * error text.
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
  // The last pass's: the one rendered with every answer.
  let title: string | undefined;
  let facts: ScreenPageFacts = {};
  try {
    const rendered = await renderWithAnswers(client, () => {
      title = undefined;
      facts = {};
      return renderingIn(language, () =>
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
    });
    const [, head = '', body = rendered.html] = HOISTED_LINKS.exec(rendered.html) ?? [];
    const description = facts.description?.trim();
    return {
      html: body,
      head,
      calls: rendered.calls,
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
      ...(facts.notFound ? { notFound: true as const } : {}),
    };
  } finally {
    // Nothing of one page's answers stays on the server for the next.
    client.clear();
  }
}
