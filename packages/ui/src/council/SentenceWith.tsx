import type { ReadersText } from '../bilingual/readersText';

// Marks where a value goes, in characters no catalogue or council text uses (Unicode's private use).
const EDGE = '\uE000';
const SLOTS = new RegExp(`${EDGE}([^${EDGE}]*)${EDGE}`);

interface Props {
  /** The catalogue's sentence with these values in it: `(values) => t('home.welcome', values)`. */
  sentence: (values: Record<string, string>) => string;
  /** Texts of the council, each in the reader's language or marked as the other one. */
  values: Record<string, ReadersText>;
}

/**
 * A sentence of the catalogue with texts of the council in it ('Welcome to {{name}}'), where a
 * value in the other language (the English name on a Hindi page, where the council has no Hindi
 * one) is marked with its `lang` so that a screen reader pronounces it right.
 */
export function SentenceWith({ sentence, values }: Props) {
  const entries = Object.entries(values);
  if (entries.every(([, value]) => value.lang === undefined)) {
    return <>{sentence(Object.fromEntries(entries.map(([key, value]) => [key, value.text])))}</>;
  }
  const marked = sentence(
    Object.fromEntries(entries.map(([key]) => [key, `${EDGE}${key}${EDGE}`])),
  );
  // split with a group: the text around the values at even places, the values' names at odd ones.
  return (
    <>
      {marked.split(SLOTS).map((part, index) => {
        if (index % 2 === 0) return part;
        const value = values[part];
        return value?.lang ? (
          <span key={index} lang={value.lang}>
            {value.text}
          </span>
        ) : (
          value?.text
        );
      })}
    </>
  );
}
