import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAMETER,
  LANGUAGE_STORAGE_KEY,
  offeredLanguage,
} from './languages';

const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** The value of the language cookie in a Cookie header (or document.cookie), if any. */
export function languageFromCookies(cookies: string | undefined): string | undefined {
  for (const pair of (cookies ?? '').split(';')) {
    const [name, ...value] = pair.split('=');
    if (name?.trim() === LANGUAGE_COOKIE) return offeredLanguage(value.join('=').trim());
  }
  return undefined;
}

/** The language a URL's `?lang=` asks for, when the site offers it. */
export function languageFromSearch(search: string): string | undefined {
  return offeredLanguage(new URLSearchParams(search).get(LANGUAGE_PARAMETER));
}

// Readers who chose before the cookie have it in localStorage: read once, moved to the cookie.
function languageFromOldStorage(): string | undefined {
  try {
    const code = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (code === null) return undefined;
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    const offered = offeredLanguage(code);
    if (offered) storeLanguage(offered);
    return offered;
  } catch {
    return undefined; // storage blocked (privacy modes): the site still works in English
  }
}

/**
 * The reader's language in the browser: a `?lang=` of the address (a shared link; it is kept),
 * else the cookie, else an older choice in localStorage, else English.
 */
export function storedLanguage(): string {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const fromAddress = languageFromSearch(window.location.search);
  if (fromAddress) {
    storeLanguage(fromAddress);
    return fromAddress;
  }
  return languageFromCookies(document.cookie) ?? languageFromOldStorage() ?? DEFAULT_LANGUAGE;
}

/** The cookie that keeps a choice for a year, sent on every page of the site (not across sites). */
export function languageCookie(code: string): string {
  return `${LANGUAGE_COOKIE}=${code}; Path=/; Max-Age=${A_YEAR_IN_SECONDS}; SameSite=Lax`;
}

export function storeLanguage(code: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = languageCookie(code);
}
