// Plain data, no schemas (@council/contract/policy-rules): the website policies and help pages
// (issue 20, GIGW 3.0), their addresses on the API and the limits of their texts, which the
// console's editor checks before the API does. Apart from ./paths, so that a page without them
// carries none of it.

/**
 * The pages, each by the key that is also its address on the site (/copyright-policy, ...): the
 * privacy policy is not among them (its text is the public site's own, SPEC.md 2).
 */
export const POLICY_PAGES = [
  'copyright-policy',
  'hyperlinking-policy',
  'terms-of-use',
  'disclaimer',
  'accessibility-statement',
  'content-archival-policy',
  'help',
] as const;
export type PolicyKey = (typeof POLICY_PAGES)[number];

export function isPolicyKey(value: string): value is PolicyKey {
  return (POLICY_PAGES as readonly string[]).includes(value);
}

/**
 * GET `public.page + '/{key}'` (no token) answers one page as the site shows it now. Role admin:
 * GET `admin.pages` every page; PUT `admin.pages + '/{key}'` (PolicyPageBody) keeps an admin's
 * text; POST `admin.pages + '/{key}/reset'` goes back to the default text.
 */
export const PolicyPaths = {
  public: { page: '/api/v2/public/policies' },
  admin: { pages: '/api/v2/admin/policies' },
} as const;

/** The longest title and text, in characters, once the spaces around them are gone. */
export const POLICY_LIMITS = { title: 150, body: 20_000 } as const;
