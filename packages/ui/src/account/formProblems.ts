import { useState } from 'react';
import { useTranslation } from '@council/i18n';
import '../i18n/registerUiTexts';
import type { FieldProblem, Problems } from './accountChecks';

/** Says a check's problem in the reader's language (the 'ui' texts), whichever app asks. */
export function useProblemText(): (problem: FieldProblem | undefined) => string | undefined {
  const { t } = useTranslation('ui');
  return (problem) => problem && t(problem.key, problem.values);
}

/**
 * The field messages of a form: set by a submit's checks (focus then goes to the first field
 * to fix), each gone as soon as its field is changed.
 */
export function useFormProblems<Field extends string>(idOf: (field: Field) => string) {
  const [problems, setProblems] = useState<Problems<Field>>({});
  const text = useProblemText();
  return {
    /** The message to show beside a field, if its last check found a problem. */
    errorOf(field: Field): string | undefined {
      return text(problems[field]);
    },
    /** Shows the checks' messages; true when there is none and the form may go out. */
    passes(found: Problems<Field>, order: readonly Field[]): boolean {
      setProblems(found);
      const first = order.find((field) => found[field]);
      if (first === undefined) return true;
      document.getElementById(idOf(first))?.focus();
      return false;
    },
    forget(field: Field): void {
      setProblems((current) => (current[field] ? { ...current, [field]: undefined } : current));
    },
  };
}
