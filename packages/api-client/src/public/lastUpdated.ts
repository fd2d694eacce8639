import { PagedPaths } from '@council/contract/paths';
import { queryOptions } from '@council/query';
import { apiClient } from '@council/shared-auth';
import type { LastUpdated } from '../entities';
import { lastUpdatedFromWire } from '../wire/lastUpdated';

/** When each part of the site last changed, and the site itself. */
export const fetchLastUpdated = async (): Promise<LastUpdated> =>
  lastUpdatedFromWire((await apiClient.get<unknown>(PagedPaths.public.lastUpdated)).data);

/**
 * One read for every page's "Last updated" line and the footer's: a page's first screen carries
 * its answer, which the footer then shares.
 */
export const lastUpdatedQuery = () =>
  queryOptions({ queryKey: ['public', 'last-updated'], queryFn: fetchLastUpdated });
