import { Type, type Static } from '@sinclair/typebox';
import { POLICY_LIMITS, POLICY_PAGES } from './policy-rules';

// The website policies and help pages (issue 20; paths PolicyPaths in ./policy-rules). A page's
// text is plain: paragraphs apart by an empty line, a line '## ...' a heading, lines '- ...' a
// list; never HTML. The schema bounds each field (a little over the limits, so that the API
// names the field and its limit in its own sentence once the spaces around it are gone).

const text = (max: number) => Type.String({ maxLength: max + 1000 });

/** PUT admin policies/{key}: a page's title and text, in English and (optionally) Hindi. */
export const PolicyPageBody = Type.Object({
  title: text(POLICY_LIMITS.title),
  body: text(POLICY_LIMITS.body),
  titleHindi: text(POLICY_LIMITS.title),
  bodyHindi: text(POLICY_LIMITS.body),
});
export type PolicyPageBody = Static<typeof PolicyPageBody>;

/** One page as the site shows it: an admin's text, or the default one naming the council. */
export const PolicyPageWire = Type.Object({
  key: Type.Union(POLICY_PAGES.map((key) => Type.Literal(key))),
  title: Type.String(),
  body: Type.String(),
  /** '' where the page has no Hindi: Hindi readers then see the English. */
  titleHindi: Type.String(),
  bodyHindi: Type.String(),
  /** false while the page shows its default text. */
  edited: Type.Boolean(),
  /** When an admin last saved it; null for the default text. */
  updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type PolicyPageWire = Static<typeof PolicyPageWire>;

export const PolicyPageList = Type.Array(PolicyPageWire);
export type PolicyPageList = Static<typeof PolicyPageList>;

/** The page's key in the address; any text, so that an unknown one is a 404, not a 400. */
export const PolicyKeyParams = Type.Object({ key: Type.String({ maxLength: 100 }) });
export type PolicyKeyParams = Static<typeof PolicyKeyParams>;
