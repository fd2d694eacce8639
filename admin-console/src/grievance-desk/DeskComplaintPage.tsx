import { useId, useRef } from 'react';
import { grievanceQueries, httpStatus, MAX_RATING } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { useQuery } from '@council/query';
import { Link, useLocation, useSearchParams } from '@council/router';
import { apiErrorMessage } from '@council/shared-auth';
import { useScreenTitle } from '@council/site-config';
import { ComplaintFacts, ComplaintTimeline } from '@council/ui';
import '../i18n/registerAdminConsoleTexts';
import { AdminLayout } from '../layout/AdminLayout';
import '../section-editor/SectionEditor.css';
import { CitizenPanel } from './CitizenPanel';
import { queueAddressOf } from './deskRoutes';
import './GrievanceDesk.css';
import { ComplaintMoves } from './moves/ComplaintMoves';

const ID = /^[1-9]\d{0,8}$/;

/**
 * /grievance-desk/complaint?id={id}: one complaint as staff see it (a page of its own, so it can
 * be linked to): the moves open to this person now, its facts, who filed it and what they wrote,
 * and its history.
 */
export default function DeskComplaintPage() {
  const { t } = useTranslation('admin-console');
  const idText = useSearchParams()[0].get('id');
  const backToQueue = queueAddressOf(useLocation().state);
  const id = idText !== null && ID.test(idText) ? Number(idText) : null;
  const found = useQuery({ ...grievanceQueries.deskComplaint(id ?? 0), enabled: id !== null });
  const missing = found.isError && httpStatus(found.error) === 404;
  const heading = useRef<HTMLHeadingElement>(null);
  const factsId = useId();
  const historyId = useId();
  const complaint = found.data;
  const named = complaint && t('desk.complaint.heading', { number: complaint.number });
  // The tab and the browser's history name the complaint, as the heading does.
  useScreenTitle(named);
  // Read beside the complaint, in the same round trip (the screen's declared first call): the
  // officers are there when "Accept and assign" or "Reassign" opens.
  useQuery(grievanceQueries.officers());
  return (
    <AdminLayout>
      <section className="admin-section desk-complaint">
        <p className="mb-2">
          <Link to={backToQueue}>{t('desk.complaint.back')}</Link>
        </p>
        <h1 ref={heading} tabIndex={-1} className="h3 mb-3">
          {named ?? t('desk.complaint.title')}
        </h1>
        {id === null && <p>{t('desk.complaint.missingId')}</p>}
        {id !== null && found.isPending && <p role="status">{t('editor.loading')}</p>}
        {missing && <p role="alert">{t('desk.complaint.notFound')}</p>}
        {found.isError && !missing && (
          <p role="alert" className="text-danger">
            {apiErrorMessage(found.error, t('desk.complaint.loadFailed'))}
          </p>
        )}
        {complaint && (
          <>
            <ComplaintMoves complaint={complaint} afterMove={() => heading.current?.focus()} />
            <section className="desk-panel" aria-labelledby={factsId}>
              <h2 id={factsId} className="h5">
                {t('desk.complaint.facts')}
              </h2>
              <ComplaintFacts complaint={complaint} />
              <ul className="list-unstyled mb-0">
                <li>
                  {complaint.officer
                    ? t('desk.complaint.officer', {
                        officer: t('desk.officer', complaint.officer),
                      })
                    : t('desk.complaint.noOfficer')}
                </li>
                {complaint.reopenCount > 0 && (
                  <li>{t('desk.complaint.reopened', { count: complaint.reopenCount })}</li>
                )}
                {complaint.rating !== null && (
                  <li>
                    {t('desk.complaint.rating', { rating: complaint.rating, max: MAX_RATING })}
                    {complaint.ratingComment?.trim() && ` “${complaint.ratingComment}”`}
                  </li>
                )}
              </ul>
            </section>
            <CitizenPanel complaint={complaint} />
            <section className="desk-panel" aria-labelledby={historyId}>
              <h2 id={historyId} className="h5">
                {t('desk.complaint.history')}
              </h2>
              <ComplaintTimeline events={complaint.history} />
            </section>
          </>
        )}
      </section>
    </AdminLayout>
  );
}
