import type { StatusCount } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { ComplaintStatusChart, StatusLegend, useStatusName } from '@council/ui';
import { StatusLine } from '../common/StatusLine';
import '../i18n/registerPublicSiteTexts';

interface Props {
  loading: boolean;
  error: string;
  counts: StatusCount[];
}

/**
 * The pie's legend, 'status: count' lines each by its status's colour, and a 200x200 pie of
 * radius 75 (SPEC.md 9), drawn as it nears view.
 */
export function ComplaintStatusBlock({ loading, error, counts }: Props) {
  const { t } = useTranslation('public-site');
  const nameOf = useStatusName();
  const entries = counts.map(({ status, count }) => ({
    status,
    text: t('home.complaintStatus.entry', { status: nameOf(status), count }),
  }));
  return (
    <section className="ps-complaint-status card h-100" aria-labelledby="ps-complaint-status-title">
      <div className="card-body">
        <h2 id="ps-complaint-status-title" className="h4">
          {t('home.complaintStatus.title')}
        </h2>
        <div className={loading ? 'ps-complaint-figures-pending' : undefined}>
          {loading && <StatusLine kind="loading">{t('home.complaintStatus.loading')}</StatusLine>}
          {error !== '' && <StatusLine kind="error">{error}</StatusLine>}
          <div className="d-flex flex-wrap gap-4 align-items-center">
            <StatusLegend entries={entries} />
            <ComplaintStatusChart
              counts={counts}
              size={200}
              radius={75}
              label={t('home.complaintStatus.chart', {
                summary: entries.map(({ text }) => text).join(', '),
              })}
            />
          </div>
        </div>
      </div>
    </section>
  );
}
