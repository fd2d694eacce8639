import type { Query, QueryClient } from '@council/query';
import { dehydrate } from '@council/query/server';

/** A render's markup and the answers it was made from, dehydrated for the browser's cache. */
export interface AnsweredRender {
  html: string;
  calls: Record<string, unknown>;
}

/**
 * What a render does with its reads. A screen needs every answer: a read that fails fails the
 * render (the browser then renders the screen and shows its own error text). The frame's reads
 * (the ticker's news) are extras: one that fails or is not answered `withinMs` is left out, the
 * markup shows what the browser shows before its answer, and the browser asks for it.
 */
export type ReadPolicy = { required: true } | { required: false; withinMs: number };

// A render whose calls depend on earlier answers needs a pass per step; none needs more than this.
const MAX_PASSES = 3;

/** A read the render asked for and has no answer to yet (a disabled one is left to the browser). */
function waiting(query: Query): boolean {
  const { enabled } = query.options as { enabled?: unknown };
  return query.state.status === 'pending' && enabled !== false;
}

function fetchAnswer(client: QueryClient, query: Query): Promise<unknown> {
  return client.fetchQuery({ queryKey: query.queryKey, queryFn: query.options.queryFn });
}

/** Waits for a read at most `ms`; its failure or lateness only leaves it unanswered. */
function fetchSpareAnswer(client: QueryClient, query: Query, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  const answered = fetchAnswer(client, query).then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([answered, late]).finally(() => clearTimeout(timer));
}

/**
 * Renders as the browser would once the reads are answered: `render` (which puts its queries in
 * `client`'s cache), fetch those still waiting, render again with their answers, until none
 * waits. A server render never retries: the browser will try again itself.
 */
export async function renderWithAnswers(
  client: QueryClient,
  render: () => string,
  reads: ReadPolicy = { required: true },
): Promise<AnsweredRender> {
  // A spare read that was not answered is not asked again in a later pass.
  const asked = new Set<Query>();
  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    const html = render();
    const unanswered = client
      .getQueryCache()
      .findAll({ predicate: (query) => waiting(query) && !asked.has(query) });
    if (unanswered.length === 0) {
      return { html, calls: dehydrate(client) as unknown as Record<string, unknown> };
    }
    for (const query of unanswered) asked.add(query);
    await Promise.all(
      unanswered.map((query) =>
        reads.required
          ? fetchAnswer(client, query)
          : fetchSpareAnswer(client, query, reads.withinMs),
      ),
    );
  }
  throw new Error(`The render still asked for calls after ${MAX_PASSES} passes.`);
}
