import { POLICY_LIMITS, type PolicyPageBody } from '@council/contract';
import { ClientError } from '../http/errors';
import { refusedText } from '../http/textRules';

/** A page's texts as they are kept: each without the spaces around it. */
export interface CheckedPolicyPage {
  title: string;
  body: string;
  title_hindi: string;
  body_hindi: string;
}

/** The field names the sentences use, as the editor's labels say them. */
const LABELS = {
  title: 'The title',
  body: 'The text of the page',
  titleHindi: 'The Hindi title',
  bodyHindi: 'The Hindi text of the page',
} as const;

/**
 * An admin's page, checked field by field in the editor's order: the first that needs fixing
 * answers a 400 naming it. The English title and text are needed; the Hindi ones may be empty
 * (Hindi readers then see the English). The rules of every council text hold (no HTML tags, no
 * control characters), and the lengths once the spaces around are gone.
 */
export function checkedPolicyPage(body: PolicyPageBody): CheckedPolicyPage {
  const title = body.title.trim();
  if (title === '') throw new ClientError(400, 'Please enter the title of the page.');
  check('title', title, POLICY_LIMITS.title);
  const text = body.body.trim();
  if (text === '') throw new ClientError(400, 'Please enter the text of the page.');
  check('body', text, POLICY_LIMITS.body);
  const titleHindi = body.titleHindi.trim();
  check('titleHindi', titleHindi, POLICY_LIMITS.title);
  const bodyHindi = body.bodyHindi.trim();
  check('bodyHindi', bodyHindi, POLICY_LIMITS.body);
  if ((titleHindi === '') !== (bodyHindi === '')) {
    throw new ClientError(
      400,
      'Give the Hindi title and the Hindi text together, or leave both empty.',
    );
  }
  return { title, body: text, title_hindi: titleHindi, body_hindi: bodyHindi };
}

function check(field: keyof typeof LABELS, value: string, max: number): void {
  const refusal = refusedText(value);
  if (refusal) throw new ClientError(400, `${LABELS[field]} ${refusal}.`);
  if (value.length > max) {
    throw new ClientError(400, `${LABELS[field]} must have at most ${max} characters.`);
  }
}
