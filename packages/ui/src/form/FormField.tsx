import { useId, type ReactNode } from 'react';

/** What a field's control takes from FormField: its id and the links to its hint and error. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  /** The control's id, where the form names it; otherwise one is made up. */
  id?: string;
  label: ReactNode;
  /** A visible star; screen readers hear "required" from the control's own attribute. */
  required?: boolean;
  /** The message under a field that needs fixing. */
  error?: string | undefined;
  /**
   * Read out as soon as it shows (role alert): for a message that comes while the person is on
   * the field, such as a picked file refused. Messages of a submit are read by the form's summary.
   */
  announceError?: boolean;
  hint?: ReactNode;
  className?: string;
  /** 'visually-hidden' where the placeholder and the context already say it to the eye. */
  labelClassName?: string;
  /** The control; `invalid` is for its look (Bootstrap's is-invalid). */
  children: (control: FieldControl, invalid: boolean) => ReactNode;
}

/**
 * One labelled field of a form with its hint and its error, both tied to the control by
 * aria-describedby, so a screen reader says why a field needs fixing when it is reached.
 */
export function FormField({
  id: givenId,
  label,
  required,
  error,
  announceError = false,
  hint,
  className,
  labelClassName = 'form-label',
  children,
}: FormFieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const control: FieldControl = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children(control, Boolean(error))}
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div
          id={errorId}
          className="invalid-feedback d-block"
          role={announceError ? 'alert' : undefined}
        >
          {error}
        </div>
      )}
    </div>
  );
}
