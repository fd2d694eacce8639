import { useId, useState } from 'react';
import { grievanceQueries, indiaDate, type Holiday } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useQuery } from '@council/query';
import { apiErrorMessage } from '@council/shared-auth';
import {
  DataTable,
  formatDate,
  FormField,
  showConfirm,
  showError,
  showSuccess,
  type TableColumn,
} from '@council/ui';
import { AddHolidayForm } from './AddHolidayForm';
import { useRemoveHoliday } from './useGrievanceSettings';

/** The years offered: last year, this year (in India) and the next two. */
function yearsAround(thisYear: number): number[] {
  return [thisYear - 1, thisYear, thisYear + 1, thisYear + 2];
}

/**
 * The council's holidays of a chosen year, which due dates skip: each with Remove (confirmed
 * first), and a form that adds one.
 */
export function Holidays() {
  const { t } = useTranslation('admin-console');
  const headingId = useId();
  const yearId = useId();
  const thisYear = Number(indiaDate(new Date()).slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const holidays = useQuery(grievanceQueries.holidays(year));
  const removing = useRemoveHoliday();
  const when = (holiday: Holiday) => formatDate(holiday.date, 'dd/MMM/yyyy') ?? holiday.date;

  async function remove(holiday: Holiday) {
    const texts = { name: holiday.name, date: when(holiday) };
    const confirmed = await showConfirm({
      title: t('grievanceSettings.holidays.confirmRemove.title'),
      text: t('grievanceSettings.holidays.confirmRemove.text', texts),
      confirm: t('grievanceSettings.holidays.confirmRemove.confirm'),
      cancel: t('accounts.cancel'),
    });
    if (!confirmed) return;
    try {
      await removing.mutateAsync(holiday.id);
    } catch (error) {
      void showError({
        title: t('editor.errorTitle'),
        text: apiErrorMessage(error, t('grievanceSettings.holidays.failed')),
      });
      return;
    }
    // The row and its button are gone: the year's choice keeps the reader in the section.
    document.getElementById(yearId)?.focus();
    void showSuccess({
      title: t('editor.successTitle'),
      text: t('grievanceSettings.holidays.removed', texts),
    });
  }

  const columns: TableColumn<Holiday>[] = [
    {
      key: 'date',
      header: t('grievanceSettings.holidays.date'),
      className: 'text-nowrap',
      cell: when,
    },
    { key: 'name', header: t('grievanceSettings.holidays.name'), cell: (holiday) => holiday.name },
    {
      key: 'remove',
      header: t('editor.actions'),
      className: 'admin-actions',
      cell: (holiday) => (
        <button
          type="button"
          className="btn btn-sm btn-danger"
          disabled={removing.isPending && removing.variables === holiday.id}
          aria-label={t('grievanceSettings.holidays.removeOf', {
            name: holiday.name,
            date: when(holiday),
          })}
          onClick={() => void remove(holiday)}
        >
          {t('grievanceSettings.holidays.remove')}
        </button>
      ),
    },
  ];

  return (
    <section className="desk-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5">
        {t('grievanceSettings.holidays.title')}
      </h2>
      <p>{t('grievanceSettings.holidays.intro')}</p>
      <FormField id={yearId} label={t('grievanceSettings.holidays.year')} className="mb-3">
        {(control) => (
          <select
            {...control}
            className="form-select desk-year-select"
            value={year}
            onChange={(event) => setYear(Number(event.target.value))}
          >
            {yearsAround(thisYear).map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {holidays.isPending && <p role="status">{t('editor.loading')}</p>}
      {holidays.isError && (
        <p role="alert" className="text-danger">
          {apiErrorMessage(holidays.error, t('grievanceSettings.holidays.loadFailed'))}
        </p>
      )}
      {holidays.isSuccess && (
        <DataTable
          caption={t('grievanceSettings.holidays.caption', { year })}
          columns={columns}
          rows={Array.isArray(holidays.data) ? holidays.data : []}
          empty={<p>{t('grievanceSettings.holidays.empty', { year })}</p>}
          wrapClassName="desk-table-wrap mb-3"
        />
      )}
      <AddHolidayForm onAdded={setYear} />
    </section>
  );
}
