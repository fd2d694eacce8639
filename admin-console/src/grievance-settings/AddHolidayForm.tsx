import { useId, useState, type FormEvent } from 'react';
import { httpStatus } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { apiErrorMessage } from '@council/shared-auth';
import { formatDate, showError, showSuccess, TextField } from '@council/ui';
import { useAddHoliday } from './useGrievanceSettings';

type Field = 'date' | 'name';

/** The longest holiday name the API takes. */
const MAX_NAME = 200;

interface Props {
  /** Called with the added holiday's year, so the list can show it. */
  onAdded: (year: number) => void;
}

/**
 * "Add a holiday": a date and a name, both required. The API refuses a date that is already a
 * holiday (409) or not in the calendar (400): its sentence is shown by the field it names.
 */
export function AddHolidayForm({ onAdded }: Props) {
  const { t } = useTranslation('admin-console');
  const id = useId();
  const idOf = (field: Field | 'heading') => `${id}-${field}`;
  const [values, setValues] = useState<Record<Field, string>>({ date: '', name: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const adding = useAddHoliday();

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const show = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    const first = (['date', 'name'] as const).find((field) => found[field]);
    if (first) document.getElementById(idOf(first))?.focus();
    return first === undefined;
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const holiday = { date: values.date.trim(), name: values.name.trim() };
    const fine = show({
      date: holiday.date ? undefined : t('grievanceSettings.holidays.add.dateRequired'),
      name: holiday.name ? undefined : t('grievanceSettings.holidays.add.nameRequired'),
    });
    if (!fine) return;
    try {
      await adding.mutateAsync(holiday);
    } catch (error) {
      const message = apiErrorMessage(error, t('grievanceSettings.holidays.failed'));
      const status = httpStatus(error);
      if (status === 400 || status === 409) {
        // "name is required." names its field; a taken or impossible date is the date's.
        show({ [/^name\b/i.test(message) ? 'name' : 'date']: message });
      } else {
        void showError({ title: t('editor.errorTitle'), text: message });
      }
      return;
    }
    setValues({ date: '', name: '' });
    onAdded(Number(holiday.date.slice(0, 4)));
    document.getElementById(idOf('date'))?.focus();
    void showSuccess({
      title: t('editor.successTitle'),
      text: t('grievanceSettings.holidays.add.added', {
        name: holiday.name,
        date: formatDate(holiday.date, 'dd/MMM/yyyy') ?? holiday.date,
      }),
    });
  }

  return (
    <form className="admin-form" noValidate onSubmit={submit} aria-labelledby={idOf('heading')}>
      <h3 id={idOf('heading')} className="h6">
        {t('grievanceSettings.holidays.add.heading')}
      </h3>
      <div className="desk-holiday-fields">
        <TextField
          id={idOf('date')}
          type="date"
          label={t('grievanceSettings.holidays.add.date')}
          required
          error={errors.date}
          value={values.date}
          onChange={(value) => change('date', value)}
        />
        <TextField
          id={idOf('name')}
          label={t('grievanceSettings.holidays.add.name')}
          required
          maxLength={MAX_NAME}
          value={values.name}
          error={errors.name}
          onChange={(value) => change('name', value)}
        />
      </div>
      <button type="submit" className="btn btn-success" disabled={adding.isPending}>
        {adding.isPending ? t('editor.saving') : t('grievanceSettings.holidays.add.submit')}
      </button>
    </form>
  );
}
