import { QueryCache, QueryClient, type DefaultOptions } from '@council/query';
import { isFirstScreenAnswer } from './firstScreenAnswers';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * SPEC.md 8: some reads only log their failure (the screen shows no rows and says nothing).
       * Such a read names its log line here; the cache writes it, once per failed load.
       */
      failureLog?: string;
    };
  }
}

/** The HTTP status of a failed call, when the server answered at all (axios puts it on response). */
export function httpStatus(error: unknown): number | null {
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status === 'number' ? status : null;
}

/**
 * A read is tried once more after a network failure or a 5xx; a 4xx is the server's considered
 * answer (not found, not allowed), which asking again would not change.
 */
function retriesOnce(failureCount: number, error: unknown): boolean {
  const status = httpStatus(error);
  if (status !== null && status >= 400 && status < 500) return false;
  return failureCount < 1;
}

/** How every screen of the site reads and writes, set once here rather than per call. */
const QUERY_DEFAULTS: DefaultOptions = {
  queries: {
    retry: retriesOnce,
    // Every visit to a screen asks the API afresh, showing the answer it already has meanwhile;
    // only the answers a server-rendered page came with stay fresh while that screen is shown,
    // so that hydration asks nothing again.
    staleTime: (query) => (isFirstScreenAnswer(query) ? Infinity : 0),
    // Content pages: coming back to the tab must not reload (and move) what the visitor reads.
    refetchOnWindowFocus: false,
  },
  mutations: { retry: false },
};

/** The one cache of a page: the shell's for the composed site, a remote's own when alone. */
export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const log = query.meta?.failureLog;
        if (log) console.error(log, error);
      },
    }),
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS.queries, ...overrides.queries },
      mutations: { ...QUERY_DEFAULTS.mutations, ...overrides.mutations },
    },
  });
}
