import { PagedPaths } from '@council/contract/paths';
import { queryOptions } from '@council/query';
import type { NewsItem, Page } from '../entities';
import { getPage, type PageRequest } from '../paged';
import { newsItemFromWire } from '../wire/newsItem';
import { pageKey } from './readKey';

export const fetchLatestNews = (request: PageRequest = {}): Promise<Page<NewsItem>> =>
  getPage(PagedPaths.public.latestNews, newsItemFromWire, request);

export const latestNewsQuery = (request: PageRequest = {}) =>
  queryOptions({
    queryKey: ['public', 'latest-news', pageKey(request)],
    queryFn: () => fetchLatestNews(request),
  });
