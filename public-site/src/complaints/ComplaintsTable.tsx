import type { Complaint } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { StatusBadge } from '@council/ui';
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
  return (
    <div className="table-responsive">
      <table className="table table-bordered table-striped align-middle ps-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead className="table-primary">
          <tr>
            {(['id', 'ward', 'grievance', 'status', 'actions'] as const).map((column) => (
              <th key={column} scope="col">
                {t(`complaints.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {complaints.map((complaint) => (
            <tr key={complaint.id}>
              <td>{complaint.id}</td>
              <td>{orNotAvailable(complaint.ward, na)}</td>
              <td>{orNotAvailable(complaint.grievance, na)}</td>
              <td>
                <StatusBadge status={complaint.status} />
              </td>
              <td>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary text-nowrap"
                  aria-label={t('complaints.viewMoreAbout', { id: complaint.id })}
                  onClick={() => onViewMore(complaint)}
                >
                  {t('common.viewMore')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
