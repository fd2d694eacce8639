/**
 * The reader's text size and contrast (GIGW's reader controls), kept in cookies like the language
 * (council-language) so that the shell's server sends every page already in them: the server puts
 * them on <html> as data-text-size and data-contrast (packages/static-server/src/readerChoice.ts
 * names the same cookies and values), the stylesheet reads them there, and the browser sets them
 * there on a change. Nothing is stored for the defaults' sake: no attribute means the default.
 */
export const TEXT_SIZE_COOKIE = 'council-text-size';
export const CONTRAST_COOKIE = 'council-contrast';
export const TEXT_SIZE_ATTRIBUTE = 'data-text-size';
export const CONTRAST_ATTRIBUTE = 'data-contrast';

/** The three steps of A-, A, A+ (readerControls.css gives each its root font size). */
export const TEXT_SIZES = ['small', 'normal', 'large'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const DEFAULT_TEXT_SIZE: TextSize = 'normal';
export const HIGH_CONTRAST = 'high';

export interface ReaderChoice {
  textSize: TextSize;
  highContrast: boolean;
}

export const DEFAULT_CHOICE: ReaderChoice = { textSize: DEFAULT_TEXT_SIZE, highContrast: false };

const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

function isTextSize(value: string | null): value is TextSize {
  return (TEXT_SIZES as readonly (string | null)[]).includes(value);
}

/** The choice as <html> shows it now (the server's, or the last change's). */
export function choiceOnPage(root: Element): ReaderChoice {
  const size = root.getAttribute(TEXT_SIZE_ATTRIBUTE);
  return {
    textSize: isTextSize(size) ? size : DEFAULT_TEXT_SIZE,
    highContrast: root.getAttribute(CONTRAST_ATTRIBUTE) === HIGH_CONTRAST,
  };
}

/** The next step from `size` one way (-1 smaller, +1 larger), staying at the ends. */
export function steppedSize(size: TextSize, step: -1 | 1): TextSize {
  const index = TEXT_SIZES.indexOf(size) + step;
  return TEXT_SIZES[Math.min(Math.max(index, 0), TEXT_SIZES.length - 1)] ?? size;
}

/**
 * A cookie for a year on the whole site (not across sites), as the language's; a default choice
 * clears its cookie, so the server adds nothing to the page.
 */
export function choiceCookie(name: string, value: string | null): string {
  return value === null
    ? `${name}=; Path=/; Max-Age=0; SameSite=Lax`
    : `${name}=${value}; Path=/; Max-Age=${A_YEAR_IN_SECONDS}; SameSite=Lax`;
}

/** Shows `choice` at once (the attributes on <html>) and keeps it for the next pages and visits. */
export function applyChoice(choice: ReaderChoice): void {
  const root = document.documentElement;
  const size = choice.textSize === DEFAULT_TEXT_SIZE ? null : choice.textSize;
  const contrast = choice.highContrast ? HIGH_CONTRAST : null;
  if (size === null) root.removeAttribute(TEXT_SIZE_ATTRIBUTE);
  else root.setAttribute(TEXT_SIZE_ATTRIBUTE, size);
  if (contrast === null) root.removeAttribute(CONTRAST_ATTRIBUTE);
  else root.setAttribute(CONTRAST_ATTRIBUTE, contrast);
  document.cookie = choiceCookie(TEXT_SIZE_COOKIE, size);
  document.cookie = choiceCookie(CONTRAST_COOKIE, contrast);
}
