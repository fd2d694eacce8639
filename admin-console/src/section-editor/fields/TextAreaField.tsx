import { FormField } from '@council/ui';
import { textOf } from '../formValues';
import type { FieldProps } from './fieldProps';

export function TextAreaField({ id, label, field, value, onChange }: FieldProps) {
  return (
    <FormField id={id} label={label} required={field.required}>
      {(control) => (
        <textarea
          {...control}
          name={field.name}
          className="form-control"
          rows={3}
          value={textOf(value)}
          required={field.required}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
