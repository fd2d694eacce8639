import type { DeskQueueItem, DeskQueuePage } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { Link, useLocation } from '@council/router';
import { DataTable, formatDate, OverdueMark, StatusBadge, type TableColumn } from '@council/ui';
import { deskComplaintPath, type FromQueue } from './deskRoutes';

interface Props {
  page: DeskQueuePage;
  /** Whether filters narrow the list, for the empty text. */
  filtered: boolean;
}

/**
 * The queue's page in the console's one table: each complaint's number leads to its page. On a
 * phone the number, category, due date and status stay; the complaint's page has the rest.
 */
export function QueueTable({ page, filtered }: Props) {
  const { t } = useTranslation('admin-console');
  const { pathname, search } = useLocation();
  const fromQueue: FromQueue = { queue: `${pathname}${search}` };
  const columns: TableColumn<DeskQueueItem>[] = [
    {
      key: 'number',
      header: t('desk.columns.number'),
      className: 'text-nowrap',
      cell: (item) => (
        <Link to={deskComplaintPath(item.id)} state={fromQueue}>
          {item.number}
        </Link>
      ),
    },
    { key: 'category', header: t('desk.columns.category'), cell: (item) => item.category },
    { key: 'ward', header: t('desk.columns.ward'), shown: 'wide', cell: (item) => item.ward },
    {
      key: 'filed',
      header: t('desk.columns.filed'),
      shown: 'wide',
      className: 'text-nowrap',
      cell: (item) => formatDate(item.entryDate, 'dd/MMM/yyyy') ?? t('editor.notAvailable'),
    },
    {
      key: 'due',
      header: t('desk.columns.due'),
      cell: (item) => (
        <>
          <span className="text-nowrap">
            {formatDate(item.dueDate, 'dd/MMM/yyyy') ?? t('desk.noDueDate')}
          </span>
          {item.overdue && <OverdueMark className="ms-1" />}
        </>
      ),
    },
    {
      key: 'status',
      header: t('desk.columns.status'),
      cell: (item) => <StatusBadge status={item.status} />,
    },
    {
      key: 'officer',
      header: t('desk.columns.officer'),
      shown: 'wide',
      cell: (item) => item.officer?.name ?? t('desk.notAssigned'),
    },
  ];
  return (
    <DataTable
      caption={t('desk.caption')}
      columns={columns}
      rows={page.items}
      paging={{ page: page.page, size: page.size, total: page.total, list: t('desk.list') }}
      empty={<p className="admin-empty">{t(filtered ? 'desk.noMatch' : 'desk.empty')}</p>}
      wrapClassName="desk-table-wrap"
    />
  );
}
