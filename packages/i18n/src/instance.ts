import { DEFAULT_LANGUAGE } from './languages';
import { Translator } from './translator';

/**
 * The one translator of the site. It lives in this package's module scope and the package is a
 * Module Federation singleton, so the shell and every remote translate with the same one.
 */
export const i18n = new Translator(DEFAULT_LANGUAGE);
