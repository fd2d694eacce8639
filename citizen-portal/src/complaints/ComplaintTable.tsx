import type { Complaint } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { DataTable, StatusBadge, type TableColumn } from '@council/ui';

interface Props {
  complaints: Complaint[];
  onViewMore: (id: number) => void;
}

/** ID, Grievance, Status, Ward and 'View More' for each of the citizen's complaints. */
export function ComplaintTable({ complaints, onViewMore }: Props) {
  const { t } = useTranslation('citizen-portal');
  const header = (column: string) => t(`complaints.columns.${column}`);
  const columns: TableColumn<Complaint>[] = [
    { key: 'id', header: header('id'), cell: (complaint) => complaint.id },
    { key: 'grievance', header: header('grievance'), cell: (complaint) => complaint.grievance },
    {
      key: 'status',
      header: header('status'),
      cell: (complaint) => <StatusBadge status={complaint.status} />,
    },
    { key: 'ward', header: header('ward'), cell: (complaint) => complaint.ward },
  ];
  return (
    <DataTable
      caption={t('complaints.caption')}
      columns={columns}
      rows={complaints}
      rowKey={(complaint) => complaint.id}
      look="table-sm table-striped"
      viewMore={{
        header: header('actions'),
        label: (complaint) => t('complaints.viewMoreOf', { id: complaint.id }),
        onOpen: (complaint) => onViewMore(complaint.id),
      }}
    />
  );
}
