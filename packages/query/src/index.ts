// Every app reads and writes the API through TanStack Query imported from here, never from
// @tanstack/react-query (ESLint enforces it). This package is the shared singleton, so the query
// cache's React context exists once and only these exports reach the browser. A screen that
// needs another export adds it here.
export {
  hydrate,
  keepPreviousData,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type {
  DefaultOptions,
  DehydratedState,
  Query,
  QueryKey,
  UseQueryOptions,
  UseQueryResult,
} from '@tanstack/react-query';
