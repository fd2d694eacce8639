import { PagedPaths } from '@council/contract/paths';
import { queryOptions } from '@council/query';
import type { Official, Page } from '../entities';
import { getPage, type PageRequest } from '../paged';
import { officialFromWire } from '../wire/official';
import { pageKey } from './readKey';

/** Officials of these designations; home 'Yes' only those shown on the home page. */
export const fetchOfficials = (
  designations: readonly string[],
  home: 'Yes' | 'All',
  request: PageRequest = {},
): Promise<Page<Official>> =>
  getPage(PagedPaths.public.officials, officialFromWire, request, { designations, home });

export const officialsQuery = (
  designations: readonly string[],
  home: 'Yes' | 'All',
  request: PageRequest = {},
) =>
  queryOptions({
    queryKey: ['public', 'officials', { designations, home, ...pageKey(request) }],
    queryFn: () => fetchOfficials(designations, home, request),
  });
