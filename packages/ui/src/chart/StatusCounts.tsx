import { useQuery, type QueryKey, type UseQueryOptions } from '@council/query';
import type { StatusCount } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import '../i18n/registerUiTexts';
import { useStatusName } from '../status/statusName';
import { ComplaintStatusChart } from './ComplaintStatusChart';
import { StatusLegend } from './StatusLegend';
import './StatusCounts.css';

interface Props<Key extends QueryKey> {
  /** The dashboard's count call, e.g. adminQueries.complaintCounts(). */
  query: UseQueryOptions<StatusCount[], Error, StatusCount[], Key>;
  /** What the pie shows, for those who cannot see it. */
  chartLabel: string;
  /** The list's accessible name, where the page heading does not already say it. */
  listLabel?: string;
  /** Said when there is nothing to count; without it, nothing is shown. */
  noneText?: string;
  listClassName?: string;
  /** Written to the console when the call fails (the admin's dashboard); the citizen's is silent. */
  failureLog?: string;
}

/**
 * The dashboards' complaints per status: the pie's legend of '{status}: {n} complaint(s)' lines,
 * each by its status's colour, and the pie. A failed
 * call counts nothing (SPEC.md 7): the dashboard stays usable.
 */
export function StatusCounts<Key extends QueryKey>(props: Props<Key>) {
  const { query, chartLabel, listLabel, noneText, listClassName, failureLog } = props;
  const { t } = useTranslation('ui');
  const nameOf = useStatusName();
  // The cache writes the log of a failed count, where the dashboard asks for one.
  const { data: counts = [], isPending } = useQuery(
    failureLog ? { ...query, meta: { failureLog } } : query,
  );
  if (isPending) return <p role="status">{t('counts.loading')}</p>;
  if (counts.length === 0) return noneText ? <p>{noneText}</p> : null;
  return (
    <>
      <StatusLegend
        className={listClassName}
        label={listLabel}
        entries={counts.map(({ status, count }) => ({
          status,
          text: t('counts.line', { status: nameOf(status), count }),
        }))}
      />
      {/* The dashboards' chart is 400x400 with radius 150 (SPEC.md section 9). */}
      <div className="council-status-chart">
        <ComplaintStatusChart counts={counts} size={400} radius={150} label={chartLabel} />
      </div>
    </>
  );
}
