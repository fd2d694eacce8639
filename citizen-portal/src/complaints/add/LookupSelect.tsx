import { useTranslation } from '@council/i18n';
import { FieldError } from './FieldError';
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
    <div>
      <label htmlFor={id} className="form-label">
        {label} <span aria-hidden="true">*</span>
      </label>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        value={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('form.choose')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
