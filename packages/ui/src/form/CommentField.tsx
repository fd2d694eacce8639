import type { ReactNode } from 'react';
import { MAX_COMMENT_LENGTH } from '@council/api-client';
import { FormField } from './FormField';

interface Props {
  id: string;
  label: string;
  value: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  /** Its height in lines. */
  rows?: number;
  onChange: (value: string) => void;
}

/**
 * A reason, a comment, a message or what was done on a complaint: a labelled text area of the
 * project's one field, its hint and its message tied to it, at most as long as the API keeps.
 */
export function CommentField({
  id,
  label,
  value,
  required = false,
  hint,
  error,
  rows = 4,
  onChange,
}: Props) {
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error} className="mb-3">
      {(control, invalid) => (
        <textarea
          {...control}
          className={invalid ? 'form-control is-invalid' : 'form-control'}
          rows={rows}
          maxLength={MAX_COMMENT_LENGTH}
          required={required}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
