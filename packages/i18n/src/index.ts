// @council/i18n: the one translation layer of the shell and every remote.
export { addCatalogue, i18n, initI18n, renderingIn, setLanguage, type Catalogue } from './i18n';
export { addCatalogueLoader, loadLanguage, type CatalogueLoader } from './loaders';
export {
  DEFAULT_LANGUAGE,
  LANGUAGE_PARAMETER,
  languages,
  offeredLanguage,
  type Language,
} from './languages';
export { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch';
// Only what the apps use: this package is shared, so every export reaches every page (react-i18next's
// Trans alone would bring an HTML parser along).
export { useTranslation } from 'react-i18next';
