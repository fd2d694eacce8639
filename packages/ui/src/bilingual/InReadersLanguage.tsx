import type { ReactNode } from 'react';
import { useReadersText, type BilingualText, type ReadersText } from './readersText';

/** A text already chosen (readersText), marked with its `lang` where it is in the other language. */
export function MarkedText({ text, lang }: ReadersText) {
  return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
}

/**
 * A council text in the reader's language where it is filled, else in the other one, marked with
 * `lang` so that a screen reader pronounces it right; `empty` (N/A) where neither is filled.
 * Inline: put it inside the heading, link or cell.
 */
export function InReadersLanguage({ en, hi, empty = null }: BilingualText & { empty?: ReactNode }) {
  const chosen = useReadersText()({ en, hi });
  return chosen.text === '' ? <>{empty}</> : <MarkedText {...chosen} />;
}
