// One Intl.PluralRules per language, made once: the rules differ (Hindi's "one" is 0 and 1,
// English's is 1 alone).
const rules = new Map<string, Intl.PluralRules>();

function rulesOf(language: string): Intl.PluralRules {
  let known = rules.get(language);
  if (!known) {
    try {
      known = new Intl.PluralRules(language);
    } catch {
      known = new Intl.PluralRules('en'); // a code Intl cannot read ('en_GB'): English's rules
    }
    rules.set(language, known);
  }
  return known;
}

/**
 * The keys a text is looked up by in `language`, most particular first, as i18next looked: with a
 * count, `key_zero` (for 0), then the key with the count's plural category (`key_one`,
 * `key_other`), then the key itself. A count given as a string is no count.
 */
export function pluralKeys(key: string, count: unknown, language: string): string[] {
  if (count === undefined || typeof count === 'string') return [key];
  const category = `${key}_${rulesOf(language).select(Number(count))}`;
  return count === 0 ? [`${key}_zero`, category, key] : [category, key];
}
