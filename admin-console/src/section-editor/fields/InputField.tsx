import { FormField } from '@council/ui';
import { textOf } from '../formValues';
import type { FieldProps } from './fieldProps';

/** Text, email, number, date and time inputs. */
export function InputField({ id, label, field, value, onChange }: FieldProps) {
  const listId = field.suggestions ? `${id}-suggestions` : undefined;
  return (
    <FormField id={id} label={label} required={field.required}>
      {(control) => (
        <>
          <input
            {...control}
            name={field.name}
            className="form-control"
            type={field.kind}
            value={textOf(value)}
            required={field.required}
            list={listId}
            onChange={(event) => onChange(event.target.value)}
          />
          {field.suggestions && (
            <datalist id={listId}>
              {field.suggestions.map((suggestion) => (
                <option key={suggestion} value={suggestion} />
              ))}
            </datalist>
          )}
        </>
      )}
    </FormField>
  );
}
