import type { FastifyRequest } from 'fastify';
import { cookieOf } from './cookies';

// As @council/ui names them (reader-controls/readerChoice.ts): the browser keeps the reader's
// text size and contrast in these cookies, and the stylesheet reads them from <html>.
export const TEXT_SIZE_COOKIE = 'council-text-size';
export const CONTRAST_COOKIE = 'council-contrast';
const TEXT_SIZES = ['small', 'large'];
const HIGH_CONTRAST = 'high';

/** The attributes <html> gets for the reader's choices; none for the defaults. */
export function readerAttributes(request: Pick<FastifyRequest, 'headers'>): Record<string, string> {
  const size = cookieOf(request, TEXT_SIZE_COOKIE);
  const contrast = cookieOf(request, CONTRAST_COOKIE);
  return {
    ...(size !== undefined && TEXT_SIZES.includes(size) ? { 'data-text-size': size } : {}),
    ...(contrast === HIGH_CONTRAST ? { 'data-contrast': HIGH_CONTRAST } : {}),
  };
}

/**
 * The page in the reader's text size and contrast from its first byte, as the browser's controls
 * set them: styled so at the first paint, with no flash of the default look and no shift as the
 * text grows. Only values the site knows get in, so a cookie can put nothing else in the page.
 */
export function withReaderChoice(html: string, attributes: Record<string, string>): string {
  const added = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  if (added === '') return html;
  return html.replace(/<html\b([^>]*)>/i, (_tag, rest: string) => `<html${rest}${added}>`);
}
