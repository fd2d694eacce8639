// @council/i18n: the one translation layer of the shell and every remote.
export { addCatalogue, i18n, initI18n, setLanguage, type Catalogue } from './i18n';
export { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, languages, type Language } from './languages';
export { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch';
export { I18nextProvider, Trans, useTranslation } from 'react-i18next';
