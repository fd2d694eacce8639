import { COMPLAINT_FILTERS, type ComplaintFilter } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { FormField } from '@council/ui';

interface Props {
  value: ComplaintFilter;
  onChange: (filter: ComplaintFilter) => void;
}

/** All, Open, Pending, Resolved, Rejected (Pending: DECISIONS.md). */
export function StatusFilterSelect({ value, onChange }: Props) {
  const { t } = useTranslation('citizen-portal');
  return (
    <FormField
      label={t('complaints.filter')}
      className="d-flex align-items-center gap-2"
      labelClassName="form-label mb-0"
    >
      {(control) => (
        <select
          {...control}
          className="form-select w-auto"
          value={value}
          onChange={(event) => onChange(event.target.value as ComplaintFilter)}
        >
          {COMPLAINT_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {t(`complaints.filters.${filter}`)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
