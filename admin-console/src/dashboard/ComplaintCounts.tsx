import { useTranslation } from '@council/i18n';
import { StatusCounts } from '@council/ui';
import { useComplaintCounts } from './useComplaintCounts';

/** 'Status-wise Complaint Count': a line per status and the pie (400x400, radius 150). */
export function ComplaintCounts() {
  const { t } = useTranslation('admin-console');
  const { counts, loading } = useComplaintCounts();
  return (
    <section className="admin-panel" aria-labelledby="admin-complaint-count">
      <h2 id="admin-complaint-count" className="h4">
        {t('dashboard.countTitle')}
      </h2>
      <StatusCounts
        counts={counts}
        loading={loading}
        chartLabel={t('dashboard.chartLabel')}
        noneText={t('dashboard.none')}
        listClassName="admin-counts"
      />
    </section>
  );
}
