import { POLICY_LIMITS, type PolicyPageDraft } from '@council/api-client';
import type { FieldMessages } from '@council/ui';

export type PolicyField = keyof PolicyPageDraft;

/** The fields in the form's order. */
export const POLICY_FIELDS: readonly PolicyField[] = ['title', 'body', 'titleHindi', 'bodyHindi'];

// What the API refuses as a tag: '<' followed by a letter, '/', '!' or '?' ('a < b' passes).
const TAG_START = /<[a-z!/?]/i;

/**
 * What the form says before it sends, as the API would (its sentences are the fallback): the
 * English title and text are needed, the Hindi ones together or not at all, within the limits,
 * and no HTML.
 */
export function policyProblems(
  draft: PolicyPageDraft,
  t: (key: string, values?: Record<string, unknown>) => string,
): FieldMessages<PolicyField> {
  const found: FieldMessages<PolicyField> = {};
  for (const field of POLICY_FIELDS) {
    const value = draft[field].trim();
    const max =
      field === 'title' || field === 'titleHindi' ? POLICY_LIMITS.title : POLICY_LIMITS.body;
    if (value === '' && (field === 'title' || field === 'body')) {
      found[field] = t(`policies.problems.${field}Missing`);
    } else if (value.length > max) {
      found[field] = t('policies.problems.tooLong', { count: max });
    } else if (TAG_START.test(value)) {
      found[field] = t('policies.problems.markup');
    }
  }
  const hasTitleHindi = draft.titleHindi.trim() !== '';
  const hasBodyHindi = draft.bodyHindi.trim() !== '';
  if (hasTitleHindi !== hasBodyHindi) {
    const missing: PolicyField = hasTitleHindi ? 'bodyHindi' : 'titleHindi';
    found[missing] ??= t('policies.problems.hindiTogether');
  }
  return found;
}
