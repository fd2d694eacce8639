/** A language the site can be read in; `label` is its own name, as its readers write it. */
export interface Language {
  code: string;
  label: string;
}

/**
 * The languages of the language switch. Adding Hindi means adding { code: 'hi', label: 'हिन्दी' }
 * here and a 'hi' catalogue in each app; no screen changes.
 */
export const languages: readonly Language[] = [{ code: 'en', label: 'English' }];

export const DEFAULT_LANGUAGE = 'en';

/** The localStorage key the reader's choice is kept under. */
export const LANGUAGE_STORAGE_KEY = 'council-language';

// Storage can be unavailable (privacy modes, blocked cookies); the site must still work in English.
export function storedLanguage(): string {
  try {
    const code = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return languages.some((language) => language.code === code) && code ? code : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(code: string): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // The choice then lasts until the page is reloaded.
  }
}
