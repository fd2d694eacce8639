import { FormField } from '@council/ui';
import { textOf } from '../formValues';
import type { FieldProps } from './fieldProps';

/** A text of several lines (a description); `lang` as InputField's. */
export function TextAreaField({ id, label, field, value, error, onChange }: FieldProps) {
  return (
    <FormField id={id} label={label} required={field.required} error={error}>
      {(control, invalid) => (
        <textarea
          {...control}
          name={field.name}
          lang={field.lang}
          className={invalid ? 'form-control is-invalid' : 'form-control'}
          rows={3}
          value={textOf(value)}
          required={field.required}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
