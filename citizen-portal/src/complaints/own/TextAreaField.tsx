import { MAX_COMMENT_LENGTH } from '@council/api-client';
import { FormField } from '@council/ui';

interface Props {
  id: string;
  label: string;
  value: string;
  required?: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A reason, message or comment: a few lines, no longer than the API keeps. */
export function TextAreaField({ id, label, value, required = false, error, onChange }: Props) {
  return (
    <FormField id={id} label={label} required={required} error={error} className="mb-3">
      {(control, invalid) => (
        <textarea
          {...control}
          rows={3}
          maxLength={MAX_COMMENT_LENGTH}
          className={invalid ? 'form-control is-invalid' : 'form-control'}
          value={value}
          required={required}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
