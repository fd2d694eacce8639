import { PagedPaths } from '@council/contract/paths';
import type { Page, PressRelease } from '../entities';
import { getPage, type PageRequest } from '../paged';
import { pressReleaseFromWire } from '../wire/pressRelease';
import { pagedQuery } from './readKey';

export const fetchPressReleases = (request: PageRequest = {}): Promise<Page<PressRelease>> =>
  getPage(PagedPaths.public.pressReleases, pressReleaseFromWire, request);

export const pressReleasesQuery = pagedQuery('press-releases', fetchPressReleases);
