import type { InputHTMLAttributes } from 'react';
import { FormField } from '../form/FormField';

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength'
>;

interface Props extends InputProps {
  id: string;
  label: string;
  value: string;
  required?: boolean;
  hint?: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** One input of My account's forms, labelled, with its hint and its error (FormField). */
export function AccountInput({
  id,
  label,
  value,
  required,
  hint,
  error,
  onChange,
  ...input
}: Props) {
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error} className="mb-3">
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
