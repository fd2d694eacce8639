import type { FormEvent, ReactNode, Ref } from 'react';
import { useHydrated } from './useHydrated';

export interface FirstScreenFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  ref?: Ref<HTMLFormElement>;
  'aria-labelledby'?: string;
}

/**
 * A form that may come in a page the server rendered: its controls are disabled until the
 * scripts take it over (useHydrated), so nothing typed before is lost and nothing is sent half
 * done; it posts (never a GET, which would put a password in the address), and its fields are
 * checked by the page, not the browser.
 */
export function FirstScreenForm({ onSubmit, children, ref, ...labelled }: FirstScreenFormProps) {
  const hydrated = useHydrated();
  return (
    <form ref={ref} method="post" noValidate onSubmit={onSubmit} {...labelled}>
      {/* A fieldset without a border or spacing (Bootstrap's reboot): it only disables. */}
      <fieldset disabled={!hydrated}>{children}</fieldset>
    </form>
  );
}
