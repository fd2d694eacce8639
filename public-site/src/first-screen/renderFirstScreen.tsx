import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider, type Query, type QueryClient } from '@council/query';
import { dehydrate } from '@council/query/server';
import { createQueryClient } from '@council/api-client';

/** What the shell's server puts in the page: the screen's markup and the answers it shows. */
export interface RenderedScreen {
  html: string;
  /** The cache's dehydrated state, which the browser seeds its cache with before hydrating. */
  calls: Record<string, unknown>;
}

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
 */
export async function renderFirstScreen<P extends object>(
  Screen: ComponentType<P>,
  props: P,
): Promise<RenderedScreen> {
  const client = createQueryClient({ queries: { retry: false } });
  try {
    for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
      const html = renderToString(
        <QueryClientProvider client={client}>
          <Screen {...props} />
        </QueryClientProvider>,
      );
      const asked = client.getQueryCache().findAll({ predicate: waiting });
      if (asked.length === 0) {
        return { html, calls: dehydrate(client) as unknown as Record<string, unknown> };
      }
      await Promise.all(asked.map((query) => fetchAnswer(client, query)));
    }
    throw new Error(`The screen still asked for calls after ${MAX_PASSES} passes.`);
  } finally {
    // Nothing of one page's answers stays on the server for the next.
    client.clear();
  }
}
