import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, storedLanguage, storeLanguage } from './languages';

/** Texts of one namespace in one language; keys may nest ('notFound.title'). */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

/**
 * The one i18next instance of the site. It lives in this package's module scope and the package
 * is a Module Federation singleton, so the shell and every remote translate with the same one.
 */
export const i18n: I18n = i18next.createInstance();

// Catalogues registered before initI18n (a remote's module may load first); added at init.
const waiting: Array<[namespace: string, language: string, texts: Catalogue]> = [];

// Screen readers pick their voice from <html lang>; dir is ready for a right-to-left language.
function markDocument(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
}

/** Starts translation once, synchronously, in the reader's stored language; later calls do nothing. */
export function initI18n(): I18n {
  if (i18n.isInitialized) return i18n;
  i18n.on('languageChanged', markDocument);
  i18n.use(initReactI18next).init({
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {},
    initAsync: false, // every catalogue is bundled, so there is nothing to wait for
    interpolation: { escapeValue: false }, // React escapes
    // Re-render when a remote adds its catalogue after its screen first rendered.
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  for (const [namespace, language, texts] of waiting.splice(0)) {
    i18n.addResourceBundle(language, namespace, texts, true, true);
  }
  return i18n;
}

/** Registers an app's texts ('shell', 'public-site', ...) for a language, before or after init. */
export function addCatalogue(namespace: string, language: string, texts: Catalogue): void {
  if (i18n.isInitialized) i18n.addResourceBundle(language, namespace, texts, true, true);
  else waiting.push([namespace, language, texts]);
}

/** Switches every app to `code`, remembers it for the next visit and updates <html lang>. */
export async function setLanguage(code: string): Promise<void> {
  initI18n();
  storeLanguage(code);
  await i18n.changeLanguage(code);
}
