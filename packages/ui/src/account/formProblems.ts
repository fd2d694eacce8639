import { useState } from 'react';
import type { Problems } from './accountChecks';

/**
 * The field messages of a form: set by a submit's checks (focus then goes to the first field
 * to fix), each gone as soon as its field is changed.
 */
export function useFormProblems<Field extends string>(idOf: (field: Field) => string) {
  const [problems, setProblems] = useState<Problems<Field>>({});
  return {
    problems,
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
