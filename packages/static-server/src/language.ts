import type { FastifyRequest } from 'fastify';
import { cookieOf } from './cookies';

// As @council/i18n names them (languages.ts): the browser keeps the reader's choice in this
// cookie, and a shared link may give it in the address.
export const LANGUAGE_COOKIE = 'council-language';
export const LANGUAGE_PARAMETER = 'lang';
export const DEFAULT_LANGUAGE = 'en';

const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** What the server knows of the language a page is asked in. */
export interface PageLanguage {
  /** The language to render in: one of `offered`. */
  code: string;
  /** Whether the address chose it (`?lang=hi`), making it the reader's choice from now on. */
  fromAddress: boolean;
}

/**
 * The language of a page load: the address's `?lang=` (a shared link), else the reader's cookie,
 * else English; a code the site does not offer counts as none. `offered` comes from the shell's
 * server bundle, which has the site's list of languages.
 */
export function pageLanguage(
  request: Pick<FastifyRequest, 'headers' | 'url'>,
  offered: readonly string[],
): PageLanguage {
  const start = request.url.indexOf('?');
  const query = new URLSearchParams(start === -1 ? '' : request.url.slice(start));
  const asked = query.get(LANGUAGE_PARAMETER);
  if (asked !== null && offered.includes(asked)) return { code: asked, fromAddress: true };
  const kept = cookieOf(request, LANGUAGE_COOKIE);
  return { code: kept && offered.includes(kept) ? kept : DEFAULT_LANGUAGE, fromAddress: false };
}

/** The cookie keeping a choice made by the address, as the browser's language switch writes it. */
export function languageCookie(code: string): string {
  return `${LANGUAGE_COOKIE}=${code}; Path=/; Max-Age=${A_YEAR_IN_SECONDS}; SameSite=Lax`;
}

/**
 * A page's query as the browser's screens read it: without `lang`, which the shell takes out of
 * the address before anything renders, so that the server's markup is the browser's.
 */
export function withoutLanguage(search: string): string {
  const query = new URLSearchParams(search);
  if (!query.has(LANGUAGE_PARAMETER)) return search;
  query.delete(LANGUAGE_PARAMETER);
  return query.size > 0 ? `?${query.toString()}` : '';
}
