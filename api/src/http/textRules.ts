/**
 * What no council text may hold, wherever it comes from (a form's title, a JSON body, a
 * person's name): each rule answers the sentence ending that says why, or undefined.
 */

// Control characters other than tab and line breaks have no place in a council's text.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

// Direction overrides and isolates (U+202A-E, U+2066-9), zero-width space and the direction
// marks (U+200B, U+200E, U+200F) make a text read otherwise than it is stored: a notice title
// or a name that shows one thing and sorts, searches and copies as another. ZWNJ and ZWJ
// (U+200C, U+200D) stay: Devanagari needs them to choose a conjunct's form.
const HIDDEN_DIRECTION = /[\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

// What an HTML parser takes for the start of a tag: '<' directly followed by a letter, '/', '!'
// or '?'. The sites show text as text; a tag in a title is never meant and only risky for other
// readers of the API. 'a < b' or 'ward <5' is no tag and passes.
const TAG_START = /<[a-z!/?]/i;

export const CHARACTER_NOT_ALLOWED = 'contains a character that is not allowed';
export const NO_HTML_TAGS = 'must not contain HTML tags';

/** Why a text is refused ('contains a character that is not allowed'), or undefined. */
export function refusedText(text: string): string | undefined {
  if (CONTROL.test(text) || HIDDEN_DIRECTION.test(text)) return CHARACTER_NOT_ALLOWED;
  if (TAG_START.test(text)) return NO_HTML_TAGS;
  return undefined;
}
