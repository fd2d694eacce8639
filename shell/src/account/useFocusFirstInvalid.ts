import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Moves focus to the first field a check has marked invalid, once the marks are drawn, so that
 * a screen reader says the field and, from its description, what to fix. Call `checked()` after
 * each check of the form.
 */
export function useFocusFirstInvalid(): {
  form: RefObject<HTMLFormElement | null>;
  checked: () => void;
} {
  const form = useRef<HTMLFormElement>(null);
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    if (checks === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checks]);
  return { form, checked: () => setChecks((count) => count + 1) };
}
