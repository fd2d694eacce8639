import { PagedPaths } from '@council/contract/paths';
import { queryOptions } from '@council/query';
import type { Page, PressRelease } from '../entities';
import { getPage, type PageRequest } from '../paged';
import { pressReleaseFromWire } from '../wire/pressRelease';
import { pageKey } from './readKey';

export const fetchPressReleases = (request: PageRequest = {}): Promise<Page<PressRelease>> =>
  getPage(PagedPaths.public.pressReleases, pressReleaseFromWire, request);

export const pressReleasesQuery = (request: PageRequest = {}) =>
  queryOptions({
    queryKey: ['public', 'press-releases', pageKey(request)],
    queryFn: () => fetchPressReleases(request),
  });
