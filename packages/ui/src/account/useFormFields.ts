import { useId, useState } from 'react';
import { useFormProblems } from './formProblems';

/**
 * The text fields of a form that useFormProblems checks: their values, and for each field what
 * a TextField takes (its id, value and message, and a change that drops the field's message).
 */
export function useFormFields<Field extends string>(initial: Record<Field, string>) {
  const prefix = useId();
  /** An id in this form: a field's, or another element's (the form's heading). */
  const idOf = (name: string) => `${prefix}-${name}`;
  const [values, setValues] = useState(initial);
  const { errorOf, passes, forget } = useFormProblems<Field>(idOf);
  return {
    values,
    setValues,
    idOf,
    passes,
    fieldOf: (field: Field) => ({
      id: idOf(field),
      value: values[field],
      error: errorOf(field),
      onChange: (value: string) => {
        setValues((current) => ({ ...current, [field]: value }));
        forget(field);
      },
    }),
  };
}
