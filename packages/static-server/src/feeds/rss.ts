import { element, xmlText } from './xml';
import { rfc822 } from './dates';

export interface RssItem {
  title: string;
  /** The item's page, absolute. */
  link: string;
  /** Stable across languages and edits: the item's page in the site's first language. */
  guid: string;
  pubDate: Date | null;
  description: string;
}

export interface RssChannel {
  title: string;
  /** The list page, absolute. */
  link: string;
  description: string;
  /** 'en-IN', 'hi-IN'. */
  language: string;
  /** Where this feed is, absolute (atom:link rel="self", as feed validators ask). */
  self: string;
  lastBuildDate: Date;
  items: RssItem[];
}

/** An RSS 2.0 document (https://www.rssboard.org/rss-specification), every text escaped. */
export function rssFeed(channel: RssChannel): string {
  const items = channel.items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.link),
      `<guid isPermaLink="true">${xmlText(item.guid)}</guid>`,
      item.pubDate ? element('pubDate', rfc822(item.pubDate)) : '',
      element('description', item.description),
      '</item>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', channel.language),
    element('lastBuildDate', rfc822(channel.lastBuildDate)),
    `<atom:link href="${xmlText(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
