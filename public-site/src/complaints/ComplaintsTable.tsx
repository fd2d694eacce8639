import type { Complaint } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { DataTable, StatusBadge, type TableColumn } from '@council/ui';
import { orNotAvailable } from '../common/orNotAvailable';
import '../i18n/registerPublicSiteTexts';

interface Props {
  caption: string;
  complaints: Complaint[];
  onViewMore: (complaint: Complaint) => void;
}

/** Complaint ID, Ward, Grievance Type, Status badge and 'View More' (SPEC.md 2). */
export function ComplaintsTable({ caption, complaints, onViewMore }: Props) {
  const { t } = useTranslation('public-site');
  const na = t('common.notAvailable');
  const header = (column: string) => t(`complaints.columns.${column}`);
  const columns: TableColumn<Complaint>[] = [
    { key: 'id', header: header('id'), cell: (complaint) => complaint.id },
    {
      key: 'ward',
      header: header('ward'),
      cell: (complaint) => orNotAvailable(complaint.ward, na),
    },
    {
      key: 'grievance',
      header: header('grievance'),
      cell: (complaint) => orNotAvailable(complaint.grievance, na),
    },
    {
      key: 'status',
      header: header('status'),
      cell: (complaint) => <StatusBadge status={complaint.status} />,
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={complaints}
      rowKey={(complaint) => complaint.id}
      headClassName="table-primary"
      viewMore={{
        header: header('actions'),
        label: (complaint) => t('complaints.viewMoreAbout', { id: complaint.id }),
        onOpen: onViewMore,
        buttonClassName: 'btn btn-sm btn-outline-primary text-nowrap',
      }}
    />
  );
}
