import { useRef, useState } from 'react';
import { useTranslation } from '@council/i18n';
import { ComplaintDetailsModal, usePageParam } from '@council/ui';
import '../i18n/registerCitizenPortalTexts';
import { CitizenLayout } from '../layout/CitizenLayout';
import { AddComplaintForm } from './add/AddComplaintForm';
import { ComplaintList } from './ComplaintList';
import { StatusFilterSelect } from './StatusFilterSelect';
import { useComplaints } from './useComplaints';
import { useStatusFilterParam } from './useStatusFilterParam';

/**
 * /inquiry, 'Complaints Management': the citizen's complaints a page at a time, their details,
 * and a new one. The filter and the page are in the address (`?status=Open&page=2`).
 */
export default function ComplaintsPage() {
  const { t } = useTranslation('citizen-portal');
  const [filter, setFilter] = useStatusFilterParam();
  const list = useComplaints(filter, usePageParam());
  const [adding, setAdding] = useState(false);
  const [shownId, setShownId] = useState<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const closeForm = () => {
    setAdding(false);
    // The form's buttons are gone: focus goes back to what opened it.
    addButton.current?.focus();
  };

  return (
    <CitizenLayout>
      <h1 className="h3 mb-3">{t('complaints.title')}</h1>
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
      {adding && <AddComplaintForm onCancel={closeForm} onSubmitted={closeForm} />}
      <ComplaintList list={list} onViewMore={setShownId} />
      <ComplaintDetailsModal
        open={shownId !== null}
        // The modal shows the loaded list's copy, as SPEC.md has it.
        complaint={list.complaints.find(({ id }) => id === shownId) ?? null}
        onClose={() => setShownId(null)}
      />
    </CitizenLayout>
  );
}
