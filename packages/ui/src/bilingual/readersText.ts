import { useCallback } from 'react';
import { useTranslation } from '@council/i18n';

/**
 * A text the council keeps in English and, where a clerk filled it, in Hindi: a notice's title,
 * an official's designation, the council's address.
 */
export interface BilingualText {
  en: string | null | undefined;
  hi: string | null | undefined;
}

/** The text to show, and its language when that is not the page's (for a `lang` attribute). */
export interface ReadersText {
  text: string;
  /** Set only when the text is in another language than the page, so screen readers switch. */
  lang: 'en' | 'hi' | undefined;
}

const filled = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

/**
 * The reader's language where it is filled, the other one otherwise (English first: it is the
 * one SPEC.md requires). Empty when neither is filled.
 */
export function readersText(texts: BilingualText, language: string): ReadersText {
  const wantsHindi = language === 'hi';
  if (wantsHindi && filled(texts.hi)) return { text: texts.hi, lang: undefined };
  if (!wantsHindi && filled(texts.en)) return { text: texts.en, lang: undefined };
  if (filled(texts.en)) return { text: texts.en, lang: 'en' };
  if (filled(texts.hi)) return { text: texts.hi, lang: 'hi' };
  return { text: '', lang: undefined };
}

/** readersText in the page's current language; re-renders when the reader switches. */
export function useReadersText(): (texts: BilingualText) => ReadersText {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((texts: BilingualText) => readersText(texts, language), [language]);
}
