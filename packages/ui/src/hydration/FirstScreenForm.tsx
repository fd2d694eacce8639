import type { FormEvent, ReactNode, Ref } from 'react';
import { useHydrated } from './useHydrated';

export interface FirstScreenFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  ref?: Ref<HTMLFormElement>;
  'aria-labelledby'?: string;
  /** The layout of the controls (a grid's `row g-3`): it goes on the fieldset that holds them. */
  className?: string;
  /** Whether the page checks the fields (the default) rather than the browser's own checks. */
  noValidate?: boolean;
}

/**
 * A form that may come in a page the server rendered: its controls are disabled until the
 * scripts take it over (useHydrated), so nothing typed before is lost and nothing is sent half
 * done; it posts (never a GET, which would put a password or a person's name, email and phone
 * in the address, the server's log and the history), and its fields are checked by the page,
 * not the browser, unless `noValidate` is false.
 */
export function FirstScreenForm({
  onSubmit,
  children,
  ref,
  className,
  noValidate = true,
  ...labelled
}: FirstScreenFormProps) {
  const hydrated = useHydrated();
  return (
    <form ref={ref} method="post" noValidate={noValidate} onSubmit={onSubmit} {...labelled}>
      {/* A fieldset without a border or spacing (Bootstrap's reboot): it only disables, so it is
          no group to assistive technology either. */}
      <fieldset role="presentation" disabled={!hydrated} className={className}>
        {children}
      </fieldset>
    </form>
  );
}
