import { useId, useState } from 'react';
import {
  grievanceQueries,
  httpStatus,
  MAX_DAYS_TO_RESOLVE,
  MIN_DAYS_TO_RESOLVE,
  type GrievanceCategory,
} from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useQuery } from '@council/query';
import { apiErrorMessage } from '@council/shared-auth';
import { DataTable, FormField, showError, showSuccess, type TableColumn } from '@council/ui';
import { useSetDaysToResolve } from './useGrievanceSettings';

const WHOLE_NUMBER = /^\d{1,3}$/;

/** The days typed, when they are a whole number the API takes; null otherwise. */
function daysOf(typed: string): number | null {
  const trimmed = typed.trim();
  if (!WHOLE_NUMBER.test(trimmed)) return null;
  const days = Number(trimmed);
  return days >= MIN_DAYS_TO_RESOLVE && days <= MAX_DAYS_TO_RESOLVE ? days : null;
}

/**
 * Each category with its days to resolve: a number per row and its own Save. A wrong number is
 * said by its field before any call; so is the API's refusal.
 */
export function CategoryDays() {
  const { t } = useTranslation('admin-console');
  const headingId = useId();
  const idPrefix = useId();
  const categories = useQuery(grievanceQueries.settingsCategories());
  const saving = useSetDaysToResolve();
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string | undefined>>({});
  const inputId = (category: GrievanceCategory) => `${idPrefix}-days-${category.id}`;
  const valueOf = (category: GrievanceCategory) =>
    typed[category.id] ?? String(category.daysToResolve);
  const fieldError = (category: GrievanceCategory, message: string) => {
    setErrors((current) => ({ ...current, [category.id]: message }));
    document.getElementById(inputId(category))?.focus();
  };

  async function save(category: GrievanceCategory) {
    const days = daysOf(valueOf(category));
    if (days === null) {
      fieldError(
        category,
        t('grievanceSettings.categories.range', {
          min: MIN_DAYS_TO_RESOLVE,
          max: MAX_DAYS_TO_RESOLVE,
        }),
      );
      return;
    }
    try {
      await saving.mutateAsync({ id: category.id, days });
    } catch (error) {
      const message = apiErrorMessage(error, t('grievanceSettings.categories.failed'));
      if (httpStatus(error) === 400) fieldError(category, message);
      else void showError({ title: t('editor.errorTitle'), text: message });
      return;
    }
    setTyped(({ [category.id]: _saved, ...others }) => others);
    void showSuccess({
      title: t('editor.successTitle'),
      text: t('grievanceSettings.categories.saved', { category: category.title, count: days }),
    });
  }

  const columns: TableColumn<GrievanceCategory>[] = [
    {
      key: 'category',
      header: t('grievanceSettings.categories.category'),
      cell: (category) => category.title,
    },
    {
      key: 'days',
      header: t('grievanceSettings.categories.days'),
      cell: (category) => (
        <FormField
          id={inputId(category)}
          label={t('grievanceSettings.categories.daysOf', { category: category.title })}
          labelClassName="visually-hidden"
          error={errors[category.id]}
        >
          {(control, invalid) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              min={MIN_DAYS_TO_RESOLVE}
              max={MAX_DAYS_TO_RESOLVE}
              step={1}
              required
              className={`form-control desk-days-input${invalid ? ' is-invalid' : ''}`}
              value={valueOf(category)}
              onChange={(event) => {
                const value = event.target.value;
                setTyped((current) => ({ ...current, [category.id]: value }));
                setErrors((current) => ({ ...current, [category.id]: undefined }));
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') void save(category);
              }}
            />
          )}
        </FormField>
      ),
    },
    {
      key: 'save',
      header: t('editor.actions'),
      className: 'admin-actions',
      cell: (category) => (
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={saving.isPending && saving.variables?.id === category.id}
          aria-label={t('grievanceSettings.categories.saveOf', { category: category.title })}
          onClick={() => void save(category)}
        >
          {t('grievanceSettings.categories.save')}
        </button>
      ),
    },
  ];

  return (
    <section className="desk-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5">
        {t('grievanceSettings.categories.title')}
      </h2>
      <p>{t('grievanceSettings.categories.intro')}</p>
      {categories.isPending && <p role="status">{t('editor.loading')}</p>}
      {categories.isError && (
        <p role="alert" className="text-danger">
          {apiErrorMessage(categories.error, t('grievanceSettings.categories.loadFailed'))}
        </p>
      )}
      {categories.isSuccess && (
        <DataTable
          caption={t('grievanceSettings.categories.caption')}
          columns={columns}
          rows={Array.isArray(categories.data) ? categories.data : []}
          empty={<p className="mb-0">{t('grievanceSettings.categories.empty')}</p>}
          wrapClassName="desk-table-wrap mb-0"
        />
      )}
    </section>
  );
}
