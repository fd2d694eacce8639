import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from '@council/i18n';
import { Link, useSearchParams } from '@council/router';
import { ComplaintDetailsModal, useDraftWaiting, usePageParam } from '@council/ui';
import { EmailConfirmationNotice } from '../account/EmailConfirmationNotice';
import '../i18n/registerCitizenPortalTexts';
import { withItsTexts } from '../i18n/withItsTexts';
import { CitizenLayout } from '../layout/CitizenLayout';
import { AddComplaintForm } from './add/AddComplaintForm';
import { COMPLAINT_FORM } from './add/complaintDraft';
import type { FiledComplaint } from './add/FiledConfirmation';
import { ComplaintList } from './ComplaintList';
import { ADD_COMPLAINT_PARAM, complaintIdFrom, complaintPagePath } from './own/complaintParam';
import { StatusFilterSelect } from './StatusFilterSelect';
import { useComplaints } from './useComplaints';
import { useStatusFilterParam } from './useStatusFilterParam';

/**
 * /inquiry, 'My complaints' (SPEC.md's 'Complaints Management'): the citizen's complaints a page
 * at a time, their details, and a new one. The filter and the page are in the address (`?status=Open&page=2`).
 * `?complaint=<id>` shows that one complaint instead, on its own page (issue 16); `?add=1` opens
 * the form to file one (/postgrievance leads there).
 */
export default function ComplaintsPage() {
  const [params] = useSearchParams();
  const shownId = complaintIdFrom(params.get('complaint'));
  return (
    <CitizenLayout>
      {shownId === null ? <AllComplaints /> : <OneComplaint key={shownId} id={shownId} />}
    </CitizenLayout>
  );
}

/**
 * Most visits are to the list: one complaint's page (its history and moves) is fetched when one
 * is opened. Not React.lazy: a server-rendered /inquiry?complaint= would end its Suspense in an
 * error (React #419); this way the server and the first render in the browser agree on the
 * loading line, and the page follows.
 */
function OneComplaint({ id }: { id: number }) {
  const { t } = useTranslation('citizen-portal');
  const [page, setPage] = useState<ComponentType<{ id: number }> | 'failed' | null>(null);
  useEffect(() => {
    let shown = true;
    withItsTexts(import('./own/OwnComplaintPage')).then(
      (module) => shown && setPage(() => module.OwnComplaintPage),
      () => shown && setPage('failed'),
    );
    return () => {
      shown = false;
    };
  }, []);
  if (page === 'failed') return <p role="alert">{t('own.loadFailed')}</p>;
  if (page === null) return <p role="status">{t('own.loading')}</p>;
  const OwnComplaintPage = page;
  return <OwnComplaintPage id={id} />;
}

/**
 * Fetched once a complaint is filed, with what it reads (the categories' days, the grievance
 * desk's calls): most visits file nothing. React.lazy is safe here, unlike for a complaint's
 * page: the confirmation is never part of a page the server renders.
 */
const FiledConfirmation = lazy(() => withItsTexts(import('./add/FiledConfirmation')));

function AllComplaints() {
  const { t } = useTranslation('citizen-portal');
  const [filter, setFilter] = useStatusFilterParam();
  const list = useComplaints(filter, usePageParam());
  // Until the citizen opens or closes it, the form is open when it has a kept draft to offer or
  // the address asks for it.
  const draftWaiting = useDraftWaiting(COMPLAINT_FORM);
  const [params] = useSearchParams();
  const [addingChosen, setAdding] = useState<boolean | null>(null);
  const adding = addingChosen ?? (draftWaiting || params.get(ADD_COMPLAINT_PARAM) === '1');
  const [shownId, setShownId] = useState<number | null>(null);
  const [filed, setFiled] = useState<FiledComplaint | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const closeForm = () => {
    setAdding(false);
    // The form's buttons are gone: focus goes back to what opened it (and there from the
    // confirmation, which returns focus to where it was when it opened).
    addButton.current?.focus();
  };

  return (
    <>
      <h1 className="h3 mb-3">{t('complaints.title')}</h1>
      <EmailConfirmationNotice />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <StatusFilterSelect value={filter} onChange={setFilter} />
        <button
          ref={addButton}
          type="button"
          className="btn btn-primary"
          aria-expanded={adding}
          onClick={() => setAdding(true)}
        >
          {t('complaints.add')}
        </button>
      </div>
      {adding && (
        <AddComplaintForm
          onCancel={closeForm}
          onSubmitted={(complaint) => {
            closeForm();
            setFiled(complaint);
          }}
        />
      )}
      {filed && (
        <Suspense fallback={null}>
          <FiledConfirmation filed={filed} onClose={() => setFiled(null)} />
        </Suspense>
      )}
      <ComplaintList list={list} onViewMore={setShownId} />
      <ComplaintDetailsModal
        open={shownId !== null}
        // The modal shows the loaded list's copy, as SPEC.md has it.
        complaint={list.complaints.find(({ id }) => id === shownId) ?? null}
        onClose={() => setShownId(null)}
      >
        {shownId !== null && (
          <p className="mt-3 mb-0">
            <Link to={complaintPagePath(shownId)} className="btn btn-primary">
              {t('own.openPage')}
            </Link>
          </p>
        )}
      </ComplaintDetailsModal>
    </>
  );
}
