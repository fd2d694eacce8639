import { useTranslation } from '@council/i18n';
import { ComplaintStatusChart } from '@council/ui';
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
      {loading && <p role="status">{t('dashboard.loading')}</p>}
      {!loading && counts.length === 0 && <p>{t('dashboard.none')}</p>}
      <ul className="admin-counts">
        {counts.map(({ status, count }) => (
          <li key={status}>{t('dashboard.count', { status, count })}</li>
        ))}
      </ul>
      <div className="admin-chart">
        <ComplaintStatusChart
          counts={counts}
          size={400}
          radius={150}
          label={t('dashboard.chartLabel')}
        />
      </div>
    </section>
  );
}
