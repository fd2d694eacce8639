import type { FieldDeclaration } from './types';

type TextKind = 'text' | 'textarea';
/** What the English input may declare besides its name and kind (required, suggestions). */
type EnglishOptions<Entity> = Omit<FieldDeclaration<Entity>, 'name' | 'kind' | 'lang' | 'stored'>;

/** The name of a text's Hindi twin: `title` is kept in Hindi as `titleHindi` (issue 19). */
export const hindiTwin = (name: string): string => `${name}Hindi`;

/**
 * A council text kept in English and, optionally, in Hindi: the English input (as required as
 * before) and its Hindi twin right after it, of the same kind and never required, each marked
 * with its language. The API holds both to the same rules and limits.
 */
export function inEnglishAndHindi<Entity>(
  name: string,
  kind: TextKind,
  english: EnglishOptions<Entity> = {},
): FieldDeclaration<Entity>[] {
  return [
    { name, kind, ...english, lang: 'en' },
    { name: hindiTwin(name), kind, lang: 'hi' },
  ];
}
