// @council/i18n: the one translation layer of the shell and every remote.
export { addCatalogue, i18n, initI18n, setLanguage, type Catalogue } from './i18n';
export { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, languages, type Language } from './languages';
export { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch';
// Only what the apps use: this package is shared, so every export reaches every page (react-i18next's
// Trans alone would bring an HTML parser along).
export { useTranslation } from 'react-i18next';
