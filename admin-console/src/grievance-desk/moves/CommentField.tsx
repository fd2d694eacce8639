import type { ReactNode } from 'react';
import { MAX_COMMENT_LENGTH } from '@council/api-client';
import { FormField } from '@council/ui';

interface Props {
  id: string;
  label: string;
  value: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/**
 * A reason, a comment or what was done: a labelled text area of the project's one field, its
 * hint and its message tied to it, at most as long as the API takes.
 */
export function CommentField({ id, label, value, required, hint, error, onChange }: Props) {
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error} className="mb-3">
      {(control, invalid) => (
        <textarea
          {...control}
          className={invalid ? 'form-control is-invalid' : 'form-control'}
          rows={4}
          maxLength={MAX_COMMENT_LENGTH}
          required={required}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
