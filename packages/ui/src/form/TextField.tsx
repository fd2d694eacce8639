import type { InputHTMLAttributes, ReactNode } from 'react';
import { FormField } from './FormField';

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'name' | 'list'
>;

interface TextFieldProps extends InputProps {
  /** The input's id: a form's checks move focus to it, and tests and password managers find it. */
  id: string;
  label: ReactNode;
  value: string;
  /** The input's required attribute and, unless `starred` is false, the label's star. */
  required?: boolean;
  /** False leaves the star out: the shell's sign-in and account pages show none. */
  starred?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  /** The field's box; Bootstrap's space below it unless said otherwise. */
  className?: string;
  onChange: (value: string) => void;
}

/**
 * One text input of a form (text, email, telephone, password), labelled, with its hint and its
 * error tied to it by FormField, and Bootstrap's invalid look while its error shows.
 */
export function TextField({
  id,
  label,
  value,
  required,
  starred = true,
  hint,
  error,
  className = 'mb-3',
  onChange,
  ...input
}: TextFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      required={required && starred}
      hint={hint}
      error={error}
      className={className}
    >
      {(control, invalid) => (
        <input
          {...control}
          {...input}
          className={invalid ? 'form-control is-invalid' : 'form-control'}
          value={value}
          required={required}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
