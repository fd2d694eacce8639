import { useTranslation } from '@council/i18n';
import { FormField } from '@council/ui';
import { textOf } from '../formValues';
import type { FieldProps } from './fieldProps';

/**
 * Text, email, number, date and time inputs. Drawn on FormField rather than TextField, whose
 * input takes no `lang`: a text kept in English and Hindi says which one its input holds.
 */
export function InputField({ id, label, field, value, error, onChange }: FieldProps) {
  const { t } = useTranslation('admin-console');
  const listId = field.suggestions ? `${id}-suggestions` : undefined;
  return (
    <div>
      <FormField
        id={id}
        label={label}
        required={field.required}
        error={error}
        hint={field.hint ? t(field.hint) : undefined}
      >
        {(control, invalid) => (
          <input
            {...control}
            name={field.name}
            type={field.kind}
            lang={field.lang}
            className={invalid ? 'form-control is-invalid' : 'form-control'}
            value={textOf(value)}
            required={field.required}
            list={listId}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </FormField>
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
