interface BilingualTextProps {
  english: string | number | null;
  hindi: string | null;
  /** A description's: each language at most three lines in the list. */
  long?: boolean;
  /** What an empty cell reads ('N/A'). */
  none: string;
}

/**
 * A text kept in English and Hindi, as the list shows it to a clerk: the English, and under it
 * the Hindi where filled (nothing where not: the rows still to translate stand out). Each is
 * marked with its language, which need not be the console's.
 */
export function BilingualText({ english, hindi, long, none }: BilingualTextProps) {
  const shownEnglish = english === null || english === '' ? null : english;
  const shownHindi = hindi === null || hindi.trim() === '' ? null : hindi;
  if (shownEnglish === null && shownHindi === null) return <>{none}</>;
  const lines = long ? 'admin-long-text' : undefined;
  return (
    <>
      {shownEnglish !== null && (
        <div lang="en" className={lines}>
          {shownEnglish}
        </div>
      )}
      {shownHindi !== null && (
        <div lang="hi" className={long ? 'admin-long-text admin-hindi-text' : 'admin-hindi-text'}>
          {shownHindi}
        </div>
      )}
    </>
  );
}
