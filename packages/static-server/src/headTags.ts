// What a page's <head> tells those who only read the head: a phone's link preview (Open Graph),
// a feed reader (the list's RSS feed), a search engine (the description).

/** A description as a preview shows it: one line of at most this many characters. */
export const MAX_DESCRIPTION_LENGTH = 200;

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * An item's text as a page's description: its lines run together, and a long one cut at a word
 * before MAX_DESCRIPTION_LENGTH with an ellipsis (a preview shows two or three lines).
 */
export function summaryOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= MAX_DESCRIPTION_LENGTH) return line;
  const cut = line.slice(0, MAX_DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export interface Sharing {
  title: string;
  description: string;
  /** The page's address, absolute. */
  url: string;
  /** 'article' for one item's page, 'website' for the others. */
  type: 'article' | 'website';
  siteName: string;
  /** 'en_IN', 'hi_IN'. */
  locale: string;
}

/** The page with the Open Graph tags a shared link's preview is made from, at the end of <head>. */
export function withSharing(html: string, sharing: Sharing): string {
  const tags = [
    ['og:title', sharing.title],
    ['og:description', sharing.description],
    ['og:url', sharing.url],
    ['og:type', sharing.type],
    ['og:site_name', sharing.siteName],
    ['og:locale', sharing.locale],
  ]
    .map(
      ([property, content]) =>
        `<meta property="${property}" content="${attribute(content ?? '')}">`,
    )
    .join('');
  return html.replace('</head>', () => `${tags}</head>`);
}

/** The page with a link to the RSS feed of the list it shows. */
export function withFeedLink(html: string, feed: { title: string; href: string }): string {
  const link =
    `<link rel="alternate" type="application/rss+xml" title="${attribute(feed.title)}"` +
    ` href="${attribute(feed.href)}">`;
  return html.replace('</head>', () => `${link}</head>`);
}
