import { useTranslation } from '@council/i18n';
import { FormField } from '@council/ui';
import type { Choice } from './useLookups';

interface Props {
  id: string;
  label: string;
  value: string;
  choices: Choice[];
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A required select filled from one of the lookups. */
export function LookupSelect({ id, label, value, choices, error, onChange }: Props) {
  const { t } = useTranslation('citizen-portal');
  return (
    <FormField id={id} label={label} required error={error}>
      {(control, invalid) => (
        <select
          {...control}
          className={invalid ? 'form-select is-invalid' : 'form-select'}
          value={value}
          required
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{t('form.choose')}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
