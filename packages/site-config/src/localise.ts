import type { LocalisedText } from './screens';

/** A declared text in the reader's language, English where that language has none yet. */
export function localise(text: LocalisedText, language: string): string {
  return text[language] ?? text.en;
}
