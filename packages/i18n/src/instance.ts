import i18next, { type i18n as I18n } from 'i18next';

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

/** Adds texts now when translation has started, else at its start (see takeWaiting). */
export function addBundle(namespace: string, language: string, texts: Catalogue): void {
  if (i18n.isInitialized) i18n.addResourceBundle(language, namespace, texts, true, true);
  else waiting.push([namespace, language, texts]);
}

/** Moves the catalogues registered before init into the started instance. */
export function addWaitingBundles(): void {
  for (const [namespace, language, texts] of waiting.splice(0)) {
    i18n.addResourceBundle(language, namespace, texts, true, true);
  }
}
