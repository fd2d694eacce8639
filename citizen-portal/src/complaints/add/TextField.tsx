import { FieldError } from './FieldError';

interface Props {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  multiline?: boolean;
  onChange: (value: string) => void;
}

/** A required text input, or a textarea for longer answers. */
export function TextField({ id, label, value, error, multiline = false, onChange }: Props) {
  const control = {
    id,
    className: `form-control${error ? ' is-invalid' : ''}`,
    value,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {label} <span aria-hidden="true">*</span>
      </label>
      {multiline ? <textarea rows={3} {...control} /> : <input type="text" {...control} />}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
