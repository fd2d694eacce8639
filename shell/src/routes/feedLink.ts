const FEED_LINKS = 'link[rel="alternate"][type="application/rss+xml"]';

/**
 * Makes the page's <link rel="alternate"> to an RSS feed the one given (none for undefined), as the
 * shell's server writes it into a list page it sends; gives what undoes it. The server's link of
 * the first page is replaced too, so a reader who moves on never keeps another page's feed.
 */
export function showFeedLink(feed: { href: string; title: string } | undefined): () => void {
  for (const link of document.head.querySelectorAll(FEED_LINKS)) link.remove();
  if (!feed) return () => undefined;
  const link = document.createElement('link');
  link.rel = 'alternate';
  link.type = 'application/rss+xml';
  link.title = feed.title;
  link.href = feed.href;
  document.head.append(link);
  return () => link.remove();
}
