import { COMPLAINT_LIFE_STATUSES, type DeskQueuePage } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useStatusName } from '@council/ui';

/** How many a status holds in the page's counts (0 when the API lists none). */
export const countIn = (page: DeskQueuePage | undefined, status: string): number | undefined =>
  page && (page.counts?.find((count) => count.status === status)?.count ?? 0);

/**
 * How many complaints the filters find (said to screen readers as it changes), and how many each
 * status and "overdue" hold under the other filters: "Open 12 · Pending 30 · … · Overdue 7".
 */
export function QueueSummary({ page }: { page: DeskQueuePage }) {
  const { t } = useTranslation('admin-console');
  // The API names statuses in English; the reader sees them in their language.
  const statusName = useStatusName();
  return (
    <div className="desk-summary">
      <p role="status" className="mb-1 fw-semibold">
        {t('desk.matching', { count: page.total })}
      </p>
      <ul className="desk-counts" aria-label={t('desk.countsLabel')}>
        {COMPLAINT_LIFE_STATUSES.map((status) => (
          <li key={status}>
            {t('desk.countOf', { what: statusName(status), count: countIn(page, status) })}
          </li>
        ))}
        <li>{t('desk.countOf', { what: t('desk.overdue'), count: page.overdue })}</li>
      </ul>
    </div>
  );
}
