import type { FastifyRequest } from 'fastify';

/**
 * The languages the API answers and mails in (issue 19): English, the default, and Hindi. The
 * sites send the reader's choice as Accept-Language on every call.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

interface Offer {
  /** The primary subtag, lower case ('hi' of 'hi-IN'), or '*'. */
  tag: string;
  quality: number;
  order: number;
}

/**
 * The language of ours an Accept-Language header prefers (RFC 9110 section 12.5.4): the one
 * with the highest q-value, the earlier on a tie; 'hi-IN' counts as 'hi', q=0 means "not this",
 * and '*' stands for English, the default. Undefined when it names none of ours (absent, empty,
 * malformed, or only other languages).
 */
export function preferredLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const offers = header
    .split(',')
    .slice(0, 50) // a header longer than any browser's: the rest is not read
    .map((part, order): Offer | undefined => {
      const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const tag = range.toLowerCase().split('-')[0] ?? '';
      if (!/^([a-z]{1,8}|\*)$/.test(tag)) return undefined;
      return { tag, quality: qualityOf(parameters), order };
    })
    .filter((offer): offer is Offer => offer !== undefined && offer.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const { tag } of offers) {
    if (tag === '*') return DEFAULT_LANGUAGE;
    if (isLanguage(tag)) return tag;
  }
  return undefined;
}

/** q=0.8 → 0.8; no q → 1; a malformed q → 0 (RFC 9110: qvalue is 0 to 1, three decimals). */
function qualityOf(parameters: string[]): number {
  const q = parameters.find((parameter) => /^q\s*=/i.test(parameter));
  if (q === undefined) return 1;
  const value = q.replace(/^q\s*=\s*/i, '');
  return /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
}

/** The language a request says it reads, if it names one of ours. */
export function statedLanguage(request: FastifyRequest): Language | undefined {
  return preferredLanguage(request.headers['accept-language']);
}

/** The language to answer a request in: the one it prefers, else English. */
export function requestLanguage(request: FastifyRequest): Language {
  return statedLanguage(request) ?? DEFAULT_LANGUAGE;
}
