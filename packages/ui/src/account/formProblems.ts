import { useTranslation } from '@council/i18n';
import '../i18n/registerUiTexts';
import { useFieldErrors, type FieldMessages } from '../form/useFieldErrors';
import type { FieldProblem, Problems } from './accountChecks';

/** Says a check's problem in the reader's language (the 'ui' texts), whichever app asks. */
export function useProblemText(): (problem: FieldProblem | undefined) => string | undefined {
  const { t } = useTranslation('ui');
  return (problem) => problem && t(problem.key, problem.values);
}

/**
 * The field messages of an account form (useFieldErrors), from the account checks' problems:
 * set by a submit's checks (focus then goes to the first field to fix), each gone as soon as its
 * field is changed.
 */
export function useFormProblems<Field extends string>(idOf: (field: Field) => string) {
  const errors = useFieldErrors<Field>(idOf);
  const text = useProblemText();
  return {
    /** The message to show beside a field, if its last check found a problem. */
    errorOf: errors.errorOf,
    /** The summary of the messages, for an ErrorSummary. */
    summary: errors.summary,
    /** Shows the checks' messages; true when there is none and the form may go out. */
    passes(found: Problems<Field>, order: readonly Field[]): boolean {
      const messages: FieldMessages<Field> = {};
      for (const field of order) {
        const message = text(found[field]);
        if (message !== undefined) messages[field] = message;
      }
      return errors.report(messages, order);
    },
    forget: errors.forget,
  };
}
