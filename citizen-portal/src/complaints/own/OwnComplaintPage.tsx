import { useQuery } from '@council/query';
import { grievanceQueries, httpStatus } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { Link } from '@council/router';
import '../../i18n/registerComplaintPageTexts';
import { OwnComplaintView } from './OwnComplaintView';

/**
 * /inquiry?complaint=<id>: one of the citizen's complaints, where the mails about it lead. The
 * API answers only the citizen's own (404 for anyone else's).
 */
export function OwnComplaintPage({ id }: { id: number }) {
  const { t } = useTranslation('citizen-portal');
  const complaint = useQuery(grievanceQueries.citizenComplaint(id));
  const notFound = complaint.isError && httpStatus(complaint.error) === 404;
  return (
    <>
      <p className="mb-2">
        <Link to="/inquiry">
          <span aria-hidden="true">← </span>
          {t('own.back')}
        </Link>
      </p>
      <h1 className="h3 mb-3 text-break">
        {complaint.data ? t('own.title', { number: complaint.data.number }) : t('own.heading')}
      </h1>
      {complaint.isPending && <p role="status">{t('own.loading')}</p>}
      {complaint.isError && !complaint.data && (
        <p role="alert" className="alert alert-danger">
          {t(notFound ? 'own.notFound' : 'own.loadFailed')}
        </p>
      )}
      {complaint.data && <OwnComplaintView complaint={complaint.data} />}
    </>
  );
}
