import { useReadersText, type BilingualText } from './readersText';

/**
 * A council text in the reader's language where it is filled, else in the other one, marked with
 * `lang` so that a screen reader pronounces it right. Inline: put it inside the heading or link.
 */
export function InReadersLanguage(texts: BilingualText) {
  const { text, lang } = useReadersText()(texts);
  return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
}
