import type { Complaint } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import type { PaginationProps } from '../paging/Pagination';
import { StatusBadge } from '../status/StatusBadge';
import { DataTable, type DataTableProps } from '../table/DataTable';
import type { TableColumn } from '../table/types';
import './i18n/registerComplaintTexts';

type Field = 'id' | 'ward' | 'grievance' | 'status';

interface ListKind {
  fields: readonly Field[];
  /** Whether a missing ward or grievance reads 'N/A' rather than staying blank. */
  notAvailableWhenMissing: boolean;
  look: Pick<DataTableProps<Complaint>, 'look' | 'headClassName'>;
  buttonClassName?: string;
}

/**
 * SPEC.md's two complaint lists: the public 'All Complaints' (section 2: Complaint ID, Ward,
 * Grievance Type, Status) and the citizen's own in Complaints Management (ID, Grievance, Status,
 * Ward). Their header words are under complaintTable.public and complaintTable.own.
 */
const KINDS: Record<'public' | 'own', ListKind> = {
  public: {
    fields: ['id', 'ward', 'grievance', 'status'],
    notAvailableWhenMissing: true,
    look: { headClassName: 'table-primary' },
    buttonClassName: 'btn btn-sm btn-outline-primary text-nowrap',
  },
  own: {
    fields: ['id', 'grievance', 'status', 'ward'],
    notAvailableWhenMissing: false,
    look: { look: 'table-sm table-striped' },
  },
};

interface Props {
  kind: keyof typeof KINDS;
  /** What the table lists, for screen readers. */
  caption: string;
  /** The complaints shown: the current page's, when the list is paged. */
  complaints: Complaint[];
  onViewMore: (complaint: Complaint) => void;
  /** A paged list: links to its other pages under the table (see Pagination). */
  paging?: PaginationProps;
}

/**
 * A list of complaints, each with its status badge and a 'View More' that opens its details;
 * paged where `paging` is given.
 */
export function ComplaintTable({ kind, caption, complaints, onViewMore, paging }: Props) {
  const { t } = useTranslation('ui');
  const { fields, notAvailableWhenMissing, look, buttonClassName } = KINDS[kind];
  const text = (value: string) =>
    notAvailableWhenMissing && value.trim() === '' ? t('complaintDetails.notAvailable') : value;
  const cells: Record<Field, TableColumn<Complaint>['cell']> = {
    id: (complaint) => complaint.id,
    ward: (complaint) => text(complaint.ward),
    grievance: (complaint) => text(complaint.grievance),
    status: (complaint) => <StatusBadge status={complaint.status} />,
  };
  const columns = fields.map((field) => ({
    key: field,
    header: t(`complaintTable.${kind}.${field}`),
    cell: cells[field],
  }));
  const viewMore = {
    header: t('complaintTable.actions'),
    label: (complaint: Complaint) => t('complaintTable.viewMoreAbout', { id: complaint.id }),
    onOpen: onViewMore,
    buttonClassName,
  };
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={complaints}
      viewMore={viewMore}
      paging={paging}
      {...look}
    />
  );
}
