/** A language the site can be read in; `label` is its own name, as its readers write it. */
export interface Language {
  code: string;
  label: string;
  /** How its script runs, for `<html dir>`. */
  direction: 'ltr' | 'rtl';
}

/**
 * The languages of the language switch. A language is added here and as a catalogue beside
 * every `i18n/en.json` (its twin, same keys: catalogueParity.test.ts); no screen changes.
 */
export const languages: readonly Language[] = [
  { code: 'en', label: 'English', direction: 'ltr' },
  { code: 'hi', label: 'हिन्दी', direction: 'ltr' },
];

export const DEFAULT_LANGUAGE = 'en';

/** The cookie the reader's choice is kept in (the server renders in it), and the old storage key. */
export const LANGUAGE_COOKIE = 'council-language';
export const LANGUAGE_STORAGE_KEY = LANGUAGE_COOKIE;

/** The URL parameter that chooses a language for a shared link: `?lang=hi`. */
export const LANGUAGE_PARAMETER = 'lang';

/** `code` when the site offers it, else undefined. */
export function offeredLanguage(code: string | null | undefined): string | undefined {
  return languages.some((language) => language.code === code) ? (code ?? undefined) : undefined;
}

/**
 * The direction of an offered language's script (left to right for any other). Known here rather
 * than asked of Intl.Locale's text info (as i18next did), whose first use loaded locale data for
 * about 40 ms on the main thread of a page in Hindi.
 */
export function directionOf(code: string): 'ltr' | 'rtl' {
  return languages.find((language) => language.code === code)?.direction ?? 'ltr';
}
