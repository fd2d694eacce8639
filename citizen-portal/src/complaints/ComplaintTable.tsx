import type { Complaint } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { StatusBadge } from '@council/ui';

interface Props {
  complaints: Complaint[];
  onViewMore: (id: number) => void;
}

/** ID, Grievance, Status, Ward and 'View More' for each of the citizen's complaints. */
export function ComplaintTable({ complaints, onViewMore }: Props) {
  const { t } = useTranslation('citizen-portal');
  return (
    <div className="table-responsive">
      <table className="table table-sm table-striped align-middle">
        <caption className="visually-hidden">{t('complaints.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('complaints.columns.id')}</th>
            <th scope="col">{t('complaints.columns.grievance')}</th>
            <th scope="col">{t('complaints.columns.status')}</th>
            <th scope="col">{t('complaints.columns.ward')}</th>
            <th scope="col">{t('complaints.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {complaints.map((complaint) => (
            <tr key={complaint.id}>
              <td>{complaint.id}</td>
              <td>{complaint.grievance}</td>
              <td>
                <StatusBadge status={complaint.status} />
              </td>
              <td>{complaint.ward}</td>
              <td>
                <button
                  type="button"
                  className="btn btn-link p-0 text-nowrap"
                  // Every row has a 'View More': the accessible name says which complaint.
                  aria-label={t('complaints.viewMoreOf', { id: complaint.id })}
                  onClick={() => onViewMore(complaint.id)}
                >
                  {t('complaints.viewMore')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
