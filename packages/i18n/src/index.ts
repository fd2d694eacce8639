// @council/i18n: the one translation layer of the shell and every remote.
export { addCatalogue, i18n, initI18n, renderingIn, setLanguage } from './i18n';
export type { Catalogue, TFunction, TOptions, Translator } from './translator';
export { addCatalogueLoader, loadLanguage, type CatalogueLoader } from './loaders';
export {
  DEFAULT_LANGUAGE,
  LANGUAGE_PARAMETER,
  languages,
  offeredLanguage,
  type Language,
} from './languages';
export { LanguageSwitch, type LanguageSwitchProps } from './LanguageSwitch';
export { useTranslation, type UseTranslationResponse } from './useTranslation';
