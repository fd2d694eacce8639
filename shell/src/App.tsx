import { QueryClientProvider, type QueryClient } from '@council/query';
import { BrowserRouter } from '@council/router';
import { SiteRoutes } from './SiteRoutes';

/** The site in the browser; `queryClient` is the one cache every remote's screens read through. */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
