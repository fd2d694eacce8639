/** The part of TanStack Query's dehydrated state the page's answers are joined by. */
interface Dehydrated {
  queries: { queryHash?: unknown }[];
  mutations: unknown[];
}

function isDehydrated(
  calls: Record<string, unknown>,
): calls is Record<string, unknown> & Dehydrated {
  return Array.isArray(calls.queries) && Array.isArray(calls.mutations);
}

/**
 * The answers a page hands over (its `first-screen-calls`): the screen's, and the frame's own
 * reads (the ticker's news) beside them, one answer per read, the screen's where both read the
 * same (the footer's last change and a screen's "Last updated" line are one read). Calls of any
 * other shape are the screen's alone.
 */
export function pageCalls(
  frame: Record<string, unknown> | undefined,
  screen: Record<string, unknown>,
): Record<string, unknown> {
  if (!frame || !isDehydrated(frame) || !isDehydrated(screen)) return screen;
  const screensReads = new Set(screen.queries.map((query) => query.queryHash));
  const framesOwn = frame.queries.filter((query) => !screensReads.has(query.queryHash));
  return { ...screen, queries: [...screen.queries, ...framesOwn] };
}
