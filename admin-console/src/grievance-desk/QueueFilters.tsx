import { useId, type ReactNode } from 'react';
import { COMPLAINT_LIFE_STATUSES, type ComplaintStatus } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useRole } from '@council/shared-auth';
import { FormField, useStatusName } from '@council/ui';
import {
  ASSIGNED_TO_ME,
  isFiltered,
  NOT_ASSIGNED,
  QUEUE_SORTS,
  type QueueAddress,
  type QueueChange,
  type QueueSort,
} from './queueAddress';
import type { QueueChoices } from './useQueueChoices';

interface Props {
  address: QueueAddress;
  choices: QueueChoices;
  /** How many complaints each status holds under the other filters, once the page has come. */
  countOf: (status: ComplaintStatus) => number | undefined;
  overdueCount: number | undefined;
  onChange: (change: QueueChange) => void;
}

const idOrNull = (value: string) => (value === '' ? null : Number(value));

/**
 * The queue's filters and order. Each choice applies at once (the list below changes, focus
 * stays on the control) and goes into the address, so a link or Back shows the same list.
 */
export function QueueFilters({ address, choices, countOf, overdueCount, onChange }: Props) {
  const { t } = useTranslation('admin-console');
  const role = useRole();
  const statusName = useStatusName();
  const id = useId();
  const withCount = (text: string, count: number | undefined) =>
    count === undefined ? text : t('desk.filters.withCount', { text, count });
  const select = (
    name: string,
    value: string,
    change: (value: string) => void,
    options: ReactNode,
  ) => (
    <FormField id={`${id}-${name}`} label={t(`desk.filters.${name}`)} className="desk-filter">
      {(control) => (
        <select
          {...control}
          className="form-select"
          value={value}
          onChange={(event) => change(event.target.value)}
        >
          {options}
        </select>
      )}
    </FormField>
  );

  return (
    <form
      role="search"
      aria-label={t('desk.filters.label')}
      className="desk-filters"
      onSubmit={(event) => event.preventDefault()}
    >
      {select(
        'status',
        address.status ?? '',
        (value) => onChange({ status: (value || null) as ComplaintStatus | null }),
        <>
          <option value="">{t('desk.filters.allStatuses')}</option>
          {COMPLAINT_LIFE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {withCount(statusName(status), countOf(status))}
            </option>
          ))}
        </>,
      )}
      {select(
        'ward',
        address.ward === null ? '' : String(address.ward),
        (value) => onChange({ ward: idOrNull(value) }),
        <>
          <option value="">{t('desk.filters.allWards')}</option>
          {choices.wards.map((ward) => (
            <option key={ward.id} value={ward.id}>
              {t('desk.filters.wardOption', { ward: ward.name })}
            </option>
          ))}
        </>,
      )}
      {select(
        'category',
        address.category === null ? '' : String(address.category),
        (value) => onChange({ category: idOrNull(value) }),
        <>
          <option value="">{t('desk.filters.allCategories')}</option>
          {choices.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.title}
            </option>
          ))}
        </>,
      )}
      {select(
        'officer',
        address.officer === null ? '' : String(address.officer),
        (value) =>
          onChange({
            officer: value === ASSIGNED_TO_ME ? ASSIGNED_TO_ME : idOrNull(value),
          }),
        <>
          <option value="">{t('desk.filters.allOfficers')}</option>
          <option value={NOT_ASSIGNED}>{t('desk.filters.notAssigned')}</option>
          {(role === 'officer' || address.officer === ASSIGNED_TO_ME) && (
            <option value={ASSIGNED_TO_ME}>{t('desk.filters.assignedToMe')}</option>
          )}
          {choices.officers.map((officer) => (
            <option key={officer.id} value={officer.id}>
              {t('desk.officer', officer)}
            </option>
          ))}
        </>,
      )}
      {select(
        'sort',
        address.sort,
        (value) => onChange({ sort: value as QueueSort }),
        QUEUE_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`desk.sorts.${sort}`)}
          </option>
        )),
      )}
      <div className="form-check desk-filter desk-filter-check">
        <input
          id={`${id}-overdue`}
          type="checkbox"
          className="form-check-input"
          checked={address.overdue}
          onChange={(event) => onChange({ overdue: event.target.checked })}
        />
        <label htmlFor={`${id}-overdue`} className="form-check-label">
          {withCount(t('desk.filters.overdue'), overdueCount)}
        </label>
      </div>
      {isFiltered(address) && (
        <button
          type="button"
          className="btn btn-outline-secondary desk-filter"
          onClick={() => {
            onChange({ status: null, ward: null, category: null, officer: null, overdue: false });
            // The button goes with the filters: the first filter takes the focus.
            document.getElementById(`${id}-status`)?.focus();
          }}
        >
          {t('desk.filters.clear')}
        </button>
      )}
    </form>
  );
}
