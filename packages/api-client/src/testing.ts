import type { QueryClient } from '@council/query';
import { createQueryClient } from './queryClient';

/**
 * For tests only (not exported by the index): the site's cache as a page makes it, but failing at
 * once, so that a test sees no retry delay.
 */
export const testQueryClient = (): QueryClient => createQueryClient({ queries: { retry: false } });
