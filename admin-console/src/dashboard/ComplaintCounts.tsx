import { adminQueries } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { StatusCounts } from '@council/ui';

/** 'Status-wise Complaint Count': a line per status and the pie (400x400, radius 150). */
export function ComplaintCounts() {
  const { t } = useTranslation('admin-console');
  return (
    <section className="admin-panel" aria-labelledby="admin-complaint-count">
      <h2 id="admin-complaint-count" className="h4">
        {t('dashboard.countTitle')}
      </h2>
      <StatusCounts
        query={adminQueries.complaintCounts()}
        chartLabel={t('dashboard.chartLabel')}
        noneText={t('dashboard.none')}
        listClassName="admin-counts"
        failureLog="The complaint counts could not be loaded."
      />
    </section>
  );
}
