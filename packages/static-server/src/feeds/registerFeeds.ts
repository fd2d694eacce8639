import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  councilFrom,
  councilNameIn,
  FEEDS,
  itemPagePath,
  pageTitle,
  screenAt,
  type Feed,
  type Screen,
} from '@council/site-config/node';
import type { SiteConfig } from '../siteConfig';
import { ListUnavailable, readList, type ListRequest } from './apiLists';
import { inLanguage, publishedItem, type PublishedItem } from './feedItems';
import { robotsTxt } from './robotsTxt';
import { rssFeed } from './rss';
import { sitemapXml, type SitemapEntry } from './sitemapXml';
import { privatePagePaths, publicPagePaths } from './sitePaths';

/** The newest current items a feed carries. */
export const FEED_SIZE = 50;
/** The items of each list the sitemap names (its newest; the lists and archive reach the rest). */
export const SITEMAP_ITEMS_PER_LIST = 100;

export const RSS_TYPE = 'application/rss+xml; charset=utf-8';
const LANGUAGE_TAGS: Record<string, string> = { en: 'en-IN', hi: 'hi-IN' };

export interface FeedSources {
  config: SiteConfig;
  /** The site's address (SITE_URL), without a trailing slash: every link of a feed is absolute. */
  siteUrl: string;
  /** The route table of this moment, as the pages embed it. */
  screens: () => Promise<Screen[]>;
  /** The languages the site offers ('en', 'hi'). */
  languages: readonly string[];
  /** The site's description in a language, naming the council (the shell's bundle's). */
  describe?: (language: string) => Promise<string>;
}

/** The feed's language: the address's ?lang= where the site offers it, else English. */
export function feedLanguage(request: FastifyRequest, offered: readonly string[]): string {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  return typeof asked === 'string' && offered.includes(asked) ? asked : 'en';
}

/** A feed's address for a reader of `language` (the site's first language needs no ?lang=). */
export function feedAddress(feed: Feed, language: string): string {
  return language === 'en' ? feed.path : `${feed.path}?lang=${encodeURIComponent(language)}`;
}

/** A feed's title: its list page's title, then the council's name ('Notice - Rampur ...'). */
export function feedTitle(
  feed: Feed,
  screens: readonly Screen[],
  config: SiteConfig,
  language: string,
): string {
  const councilName = councilNameIn(councilFrom(config.council), language);
  const list = screenAt(screens, feed.list);
  const listTitle = list && (list.title[language] ?? list.title.en);
  return listTitle ? pageTitle(listTitle, councilName) : councilName;
}

/** The answer when the API could not give what a feed or the sitemap is made of. */
function unavailable(reply: FastifyReply, error: unknown): FastifyReply {
  if (!(error instanceof ListUnavailable)) throw error;
  reply.log.warn({ reason: error.message }, 'feed or sitemap not made: the API did not answer');
  if (error.status === 503) reply.header('retry-after', '60');
  return reply
    .code(error.status)
    .type('text/plain; charset=utf-8')
    .send(
      error.status === 503
        ? 'The council’s data cannot be reached now. Please try again in a minute.'
        : 'The council’s data could not be read now. Please try again later.',
    );
}

const firstOf = (header: string | string[] | undefined) =>
  Array.isArray(header) ? header[0] : header;

/**
 * The shell's server's answers for machines: the RSS 2.0 feeds (FEEDS), /sitemap.xml and
 * /robots.txt, each made from the route table and the API's public lists at the time asked
 * (no copy to go stale), with the same cache rule as every page (no-cache, from the onSend hook).
 */
export function registerFeeds(app: FastifyInstance, sources: FeedSources): void {
  const { config, siteUrl } = sources;
  const absolute = (path: string) => `${siteUrl}${path}`;

  for (const feed of FEEDS) {
    app.get(feed.path, async (request, reply) => {
      const language = feedLanguage(request, sources.languages);
      const list: ListRequest = {
        section: feed.section,
        size: FEED_SIZE,
        ...(feed.section === 'tenders' ? { state: 'active' as const } : {}),
        ifModifiedSince: firstOf(request.headers['if-modified-since']),
      };
      let answer;
      try {
        answer = await readList(config.apiBaseUrl, list);
      } catch (error) {
        return unavailable(reply, error);
      }
      if (answer.lastModified) reply.header('last-modified', answer.lastModified);
      if (answer.notModified) return reply.code(304).send();
      const screens = await sources.screens();
      const title = feedTitle(feed, screens, config, language);
      const items = answer.items
        .map((wire) => publishedItem(feed.section, wire))
        .filter((item): item is PublishedItem => item !== null);
      const newest = items
        .map((item) => item.date?.getTime() ?? 0)
        .reduce((a, b) => Math.max(a, b), 0);
      const lastModified = answer.lastModified ? new Date(answer.lastModified) : null;
      const xml = rssFeed({
        title,
        link: absolute(language === 'en' ? feed.list : `${feed.list}?lang=${language}`),
        description: (await sources.describe?.(language)) ?? title,
        language: LANGUAGE_TAGS[language] ?? language,
        self: absolute(feedAddress(feed, language)),
        lastBuildDate:
          lastModified && !Number.isNaN(lastModified.getTime())
            ? lastModified
            : new Date(newest || Date.now()),
        items: items.map((item) => {
          const page = absolute(itemPagePath(feed.kind, item.id));
          return {
            title: inLanguage(item.title, language),
            link: language === 'en' ? page : `${page}&lang=${language}`,
            guid: page,
            pubDate: item.date,
            description: inLanguage(item.description, language),
          };
        }),
      });
      return reply.type(RSS_TYPE).send(xml);
    });
  }

  app.get('/sitemap.xml', async (_request, reply) => {
    const screens = await sources.screens();
    const reads = FEEDS.flatMap((feed) =>
      (feed.section === 'tenders' ? (['active', 'closed'] as const) : [undefined]).map(
        async (state) => {
          const answer = await readList(config.apiBaseUrl, {
            section: feed.section,
            size: SITEMAP_ITEMS_PER_LIST,
            ...(state ? { state } : {}),
          });
          const wires = answer.notModified ? [] : answer.items;
          return wires
            .map((wire) => publishedItem(feed.section, wire))
            .filter((item): item is PublishedItem => item !== null)
            .map((item) => ({
              loc: absolute(itemPagePath(feed.kind, item.id)),
              lastmod: item.date,
            }));
        },
      ),
    );
    let items: SitemapEntry[][];
    try {
      items = await Promise.all(reads);
    } catch (error) {
      return unavailable(reply, error);
    }
    const pages = publicPagePaths(screens).map((path) => ({ loc: absolute(path) }));
    // A tender that closed between the two reads is in both: named once.
    const entries = new Map([...pages, ...items.flat()].map((entry) => [entry.loc, entry]));
    return reply.type('application/xml; charset=utf-8').send(sitemapXml([...entries.values()]));
  });

  app.get('/robots.txt', async (_request, reply) => {
    const screens = await sources.screens();
    return reply
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(privatePagePaths(screens), absolute('/sitemap.xml')));
  });
}
