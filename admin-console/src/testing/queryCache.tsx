import type { ReactNode } from 'react';
import { QueryClientProvider } from '@council/query';
import { createQueryClient } from '@council/api-client';

/** A fresh cache of the site's kind per test, failing at once: a test sees no retry delay. */
export function InQueryCache({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient({ queries: { retry: false } })}>
      {children}
    </QueryClientProvider>
  );
}
