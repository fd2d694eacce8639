import type { ItemKind } from './itemPages';
import { normalisePath } from './screens';

/**
 * The site's RSS feeds (GIGW 3.0), one for each published kind with a page of its own for each
 * item: where the shell's server answers it, the list page it follows (whose title names the
 * feed, and whose <head> links to it), the kind of its items' pages and the public list it reads
 * (PagedPaths.public's name).
 */
export interface Feed {
  path: string;
  list: string;
  kind: ItemKind;
  section: 'notices' | 'tenders' | 'circulars' | 'officeOrders' | 'latestNews' | 'pressReleases';
}

export const FEEDS: readonly Feed[] = [
  { path: '/feeds/notices.xml', list: '/notice', kind: 'notice', section: 'notices' },
  { path: '/feeds/tenders.xml', list: '/currenttender', kind: 'tender', section: 'tenders' },
  { path: '/feeds/circulars.xml', list: '/circulars', kind: 'circular', section: 'circulars' },
  {
    path: '/feeds/office-orders.xml',
    list: '/officeorder',
    kind: 'officeOrder',
    section: 'officeOrders',
  },
  {
    path: '/feeds/latest-news.xml',
    list: '/latestnews',
    kind: 'latestNews',
    section: 'latestNews',
  },
  {
    path: '/feeds/press-releases.xml',
    list: '/pressrelease',
    kind: 'pressRelease',
    section: 'pressReleases',
  },
];

/** The feed of the list page at `pathname` (matched as routes are), if it has one. */
export function feedOfList(pathname: string): Feed | undefined {
  const wanted = normalisePath(pathname);
  return FEEDS.find((feed) => normalisePath(feed.list) === wanted);
}
