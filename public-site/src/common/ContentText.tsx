import type { ReactNode } from 'react';
import { useReadersText, type BilingualText } from '@council/ui';

/**
 * A text of the council's (a title, a description) in the reader's language where it is filled,
 * else in the other one marked with its `lang`; `empty` (N/A) where neither is filled.
 */
export function ContentText({ en, hi, empty = null }: BilingualText & { empty?: ReactNode }) {
  const { text, lang } = useReadersText()({ en, hi });
  if (text === '') return <>{empty}</>;
  return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
}

/** Inline: a ReadersText already chosen, marked with its `lang` where it is in the other language. */
export function Marked({ text, lang }: { text: string; lang: 'en' | 'hi' | undefined }) {
  return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
}
