import { grievanceQueries, type WardDeadlines as Deadlines } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useQuery } from '@council/query';
import { Link } from '@council/router';
import { DataTable, formatDate, type TableColumn } from '@council/ui';
import { overdueInWardPath } from '../grievance-desk/deskRoutes';

type WardRow = Deadlines['wards'][number] & { id: number };

/**
 * "Deadlines by ward": per ward, the complaints awaiting an answer, those past their due date
 * (a link to that ward's overdue complaints on the desk) and those due today. Rendered on the
 * server with the counts above it: the page then comes whole and asks nothing more.
 */
export function WardDeadlines() {
  const { t } = useTranslation('admin-console');
  const deadlines = useQuery(grievanceQueries.wardDeadlines());
  const rows: WardRow[] = (deadlines.data?.wards ?? []).map((ward) => ({
    ...ward,
    id: ward.wardId,
  }));
  const columns: TableColumn<WardRow>[] = [
    {
      key: 'ward',
      header: t('dashboard.deadlines.ward'),
      cell: (row) => row.ward,
    },
    {
      key: 'awaiting',
      header: t('dashboard.deadlines.awaiting'),
      cell: (row) => row.awaiting,
    },
    {
      key: 'overdue',
      header: t('dashboard.deadlines.overdue'),
      cell: (row) =>
        row.overdue === 0 ? (
          0
        ) : (
          <Link
            to={overdueInWardPath(row.wardId)}
            aria-label={t('dashboard.deadlines.overdueLink', {
              count: row.overdue,
              ward: row.ward,
            })}
          >
            {row.overdue}
          </Link>
        ),
    },
    {
      key: 'dueToday',
      header: t('dashboard.deadlines.dueToday'),
      cell: (row) => row.dueToday,
    },
  ];
  return (
    <section className="admin-panel mt-3" aria-labelledby="admin-ward-deadlines">
      <h2 id="admin-ward-deadlines" className="h4">
        {t('dashboard.deadlines.title')}
      </h2>
      {deadlines.isPending && <p role="status">{t('editor.loading')}</p>}
      {deadlines.isError && <p>{t('dashboard.deadlines.loadFailed')}</p>}
      {deadlines.data && (
        <>
          {deadlines.data.today && (
            <p className="small text-body-secondary">
              {t('dashboard.deadlines.asOf', {
                date: formatDate(deadlines.data.today, 'dd/MMM/yyyy') ?? deadlines.data.today,
              })}
            </p>
          )}
          <DataTable
            caption={t('dashboard.deadlines.caption')}
            columns={columns}
            rows={rows}
            empty={<p className="mb-0">{t('dashboard.deadlines.none')}</p>}
            wrapClassName="mb-0"
          />
        </>
      )}
    </section>
  );
}
