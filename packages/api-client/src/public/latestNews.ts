import { PagedPaths } from '@council/contract/paths';
import type { NewsItem, Page } from '../entities';
import { getPage, type PageRequest } from '../paged';
import { newsItemFromWire } from '../wire/newsItem';
import { pagedQuery } from './readKey';

export const fetchLatestNews = (request: PageRequest = {}): Promise<Page<NewsItem>> =>
  getPage(PagedPaths.public.latestNews, newsItemFromWire, request);

export const latestNewsQuery = pagedQuery('latest-news', fetchLatestNews);
