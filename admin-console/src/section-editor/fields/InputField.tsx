import { TextField } from '@council/ui';
import { textOf } from '../formValues';
import type { FieldProps } from './fieldProps';

/** Text, email, number, date and time inputs. */
export function InputField({ id, label, field, value, error, onChange }: FieldProps) {
  const listId = field.suggestions ? `${id}-suggestions` : undefined;
  return (
    <div>
      <TextField
        id={id}
        label={label}
        name={field.name}
        type={field.kind}
        value={textOf(value)}
        required={field.required}
        error={error}
        list={listId}
        className=""
        onChange={onChange}
      />
      {field.suggestions && (
        <datalist id={listId}>
          {field.suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
    </div>
  );
}
