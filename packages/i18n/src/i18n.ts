import { storedLanguage, storeLanguage } from './languageChoice';
import { directionOf } from './languages';
import { i18n } from './instance';
import { expectLanguage, loadLanguage } from './loaders';
import type { Catalogue, Translator } from './translator';

export { i18n };

// Screen readers pick their voice from <html lang>; dir is ready for a right-to-left language.
function markDocument(): void {
  if (typeof document === 'undefined') return;
  const { language } = i18n;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/**
 * Starts translation once, synchronously, in the reader's language (`?lang=`, the cookie, ...);
 * later calls do nothing. Its lazy catalogues start loading: await loadLanguage() before the
 * first render when the language is not English.
 */
export function initI18n(): Translator {
  if (i18n.isInitialized) return i18n;
  i18n.init(storedLanguage());
  markDocument();
  i18n.subscribe(markDocument); // on added texts too: the same values again, which costs nothing
  loadLanguage().catch(() => undefined); // the shell awaits it, and sees any failure
  return i18n;
}

/** Registers an app's texts ('shell', 'public-site', ...) for a language, before or after init. */
export function addCatalogue(namespace: string, language: string, texts: Catalogue): void {
  i18n.addResourceBundle(language, namespace, texts);
}

// Counts switches, so that of two quick choices the later one wins.
let switches = 0;

/**
 * Switches every app to `code` without a reload: first loads every catalogue registered for it
 * (so no screen shows half English), then changes the language, remembers it in the cookie the
 * server renders by, and updates <html lang>. Rejects, leaving the language as it was, when a
 * catalogue fails to load.
 */
export async function setLanguage(code: string): Promise<void> {
  initI18n();
  const call = ++switches;
  expectLanguage(code);
  try {
    await loadLanguage(code);
  } finally {
    if (call === switches) expectLanguage(undefined);
  }
  if (call !== switches) return; // a later choice came while this one loaded: it wins
  storeLanguage(code);
  await i18n.changeLanguage(code);
}

/**
 * Runs a server render (renderToString, which is synchronous) in `language`, a language whose
 * catalogues loadLanguage has loaded: the one instance then switches at once, so each render
 * reads its own visitor's language even while other visitors' renders wait on their data.
 */
export function renderingIn<T>(language: string, render: () => T): T {
  initI18n();
  void i18n.changeLanguage(language); // synchronous: the render below reads it
  return render();
}
