import { Type, type Static } from '@sinclair/typebox';
import { HindiText } from './values';

/** Where a search hit lives, as the API names it: the section's path. */
export const SEARCH_KINDS = [
  'notice',
  'circular',
  'officeorder',
  'tender',
  'latest-news',
  'press-release',
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * GET /api/Public/search?q= (our addition to SPEC.md's contract, DECISIONS.md): words in the
 * English or the Hindi title and description (issue 19).
 */
export const SearchQuery = Type.Object({ q: Type.String({ minLength: 1, maxLength: 100 }) });
export type SearchQuery = Static<typeof SearchQuery>;

export const SearchHitWire = Type.Object({
  kind: Type.Union(SEARCH_KINDS.map((kind) => Type.Literal(kind))),
  id: Type.Integer(),
  title: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
  date: Type.Union([Type.String(), Type.Null()]),
  titleHindi: HindiText,
  descriptionHindi: HindiText,
});
export type SearchHitWire = Static<typeof SearchHitWire>;
