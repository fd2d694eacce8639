import { FormField } from '@council/ui';

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
  return (
    <FormField id={id} label={label} required error={error}>
      {(control, invalid) => {
        const props = {
          ...control,
          className: invalid ? 'form-control is-invalid' : 'form-control',
          value,
          required: true,
          onChange: (event: { target: { value: string } }) => onChange(event.target.value),
        };
        return multiline ? <textarea rows={3} {...props} /> : <input type="text" {...props} />;
      }}
    </FormField>
  );
}
