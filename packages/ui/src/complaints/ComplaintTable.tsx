import type { Complaint } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { Link } from '@council/router';
import type { PaginationProps } from '../paging/Pagination';
import { StatusBadge } from '../status/StatusBadge';
import { DataTable, type DataTableProps } from '../table/DataTable';
import type { TableColumn } from '../table/types';
import { OverdueMark } from './OverdueMark';
import './i18n/registerComplaintTexts';

type Field = 'id' | 'number' | 'ward' | 'grievance' | 'status';

interface ListKind {
  fields: readonly Field[];
  /** Whether a missing ward or grievance reads 'N/A' rather than staying blank. */
  notAvailableWhenMissing: boolean;
  /** Its look, and below 768 px whether it scrolls in its box or becomes one card a complaint. */
  look: Pick<DataTableProps<Complaint>, 'look' | 'headClassName' | 'narrow'>;
  buttonClassName?: string;
}

/**
 * SPEC.md's two complaint lists: the public 'All Complaints' (section 2: Complaint ID, Ward,
 * Grievance Type, Status) and the citizen's own in Complaints Management (ID, Grievance, Status,
 * Ward). Their header words are under complaintTable.public and complaintTable.own. Both add the
 * readable number (issue 16), which on phones stands in for the id it contains, and mark an
 * overdue complaint beside its status. On phones both show a card per complaint, headed by its
 * number, with its status and View More in sight (issue 17).
 */
const KINDS: Record<'public' | 'own', ListKind> = {
  public: {
    fields: ['id', 'number', 'ward', 'grievance', 'status'],
    notAvailableWhenMissing: true,
    look: { headClassName: 'table-primary', narrow: 'cards' },
    buttonClassName: 'btn btn-sm btn-outline-primary text-nowrap',
  },
  own: {
    fields: ['id', 'number', 'grievance', 'status', 'ward'],
    notAvailableWhenMissing: false,
    look: { look: 'table-sm table-striped', narrow: 'cards' },
  },
};

interface Props {
  kind: keyof typeof KINDS;
  /** What the table lists, for screen readers. */
  caption: string;
  /** The complaints shown: the current page's, when the list is paged. */
  complaints: Complaint[];
  onViewMore: (complaint: Complaint) => void;
  /** Where a complaint's own page is: its number becomes a link there. */
  pageOf?: (complaint: Complaint) => string;
  /** A paged list: links to its other pages under the table (see Pagination). */
  paging?: PaginationProps;
}

/**
 * A list of complaints, each with its status badge and a 'View More' that opens its details;
 * paged where `paging` is given.
 */
export function ComplaintTable({ kind, caption, complaints, onViewMore, pageOf, paging }: Props) {
  const { t } = useTranslation('ui');
  const { fields, notAvailableWhenMissing, look, buttonClassName } = KINDS[kind];
  const text = (value: string) =>
    notAvailableWhenMissing && value.trim() === '' ? t('complaintDetails.notAvailable') : value;
  const cells: Record<Field, TableColumn<Complaint>['cell']> = {
    id: (complaint) => complaint.id,
    number: (complaint) =>
      pageOf && complaint.number ? (
        <Link to={pageOf(complaint)}>{complaint.number}</Link>
      ) : (
        text(complaint.number)
      ),
    ward: (complaint) => text(complaint.ward),
    grievance: (complaint) => text(complaint.grievance),
    status: (complaint) => (
      <>
        <StatusBadge status={complaint.status} />
        {complaint.overdue && <OverdueMark className="ms-1" />}
      </>
    ),
  };
  const columns = fields.map((field) => ({
    key: field,
    header: t(`complaintTable.${kind}.${field}`),
    cell: cells[field],
    className: field === 'number' ? 'text-nowrap' : undefined,
    shown: field === 'id' ? ('wide' as const) : undefined,
    // A list laid out as cards heads each with the number; a scrolling one ignores this.
    card: field === 'number' ? ('heading' as const) : undefined,
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
