import { w3cDate } from './dates';
import { element } from './xml';

export interface SitemapEntry {
  /** Absolute. */
  loc: string;
  lastmod?: Date | null;
}

/** A sitemap (https://www.sitemaps.org/protocol.html, 0.9), every address escaped. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `<url>${element('loc', loc)}${lastmod ? element('lastmod', w3cDate(lastmod)) : ''}</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
