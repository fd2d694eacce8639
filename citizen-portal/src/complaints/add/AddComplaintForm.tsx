import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@council/i18n';
import { apiErrorMessage } from '@council/shared-auth';
import { useCouncil } from '@council/site-config';
import {
  ErrorSummary,
  FormButtons,
  KeptDraftNotice,
  showError,
  UploadProgress,
  useFieldErrors,
  useKeptDraft,
} from '@council/ui';
import {
  COMPLAINT_FORM,
  EMPTY_DRAFT,
  FIELD_ORDER,
  NO_PHOTOS,
  toNewComplaint,
  type ComplaintDraft,
  type ComplaintField,
  type ComplaintPhotos,
  type CouncilPlace,
  type DraftField,
  type PhotoSlot,
} from './complaintDraft';
import { ComplaintFields } from './ComplaintFields';
import type { FiledComplaint } from './FiledConfirmation';
import { LookupFailures } from './LookupFailures';
import { PlaceLine } from './PlaceLine';
import { PublicNote } from './PublicNote';
import './AddComplaintForm.css';
import { useComplaintChecks } from './useComplaintChecks';
import { useFileComplaint } from './useFileComplaint';
import { useLookups, type LookupName } from './useLookups';

interface Props {
  /**
   * Called once the complaint is filed (its list then reloads by itself), with what the
   * confirmation says of it: the page closes the form and confirms.
   */
  onSubmitted: (filed: FiledComplaint) => void;
  onCancel: () => void;
}

/**
 * The start of the form's ids. Not useId: /inquiry?add=1 comes rendered from the server, whose
 * useId differs from the browser's, and hydration keeps the server's ids, so the browser would
 * look for fields (to focus the first to fix, or from the error summary's links) by ids that are
 * not there. One form a page.
 */
const FORM_ID = 'add-complaint';

/** The lookups the form reads: district and ULB only where the council's place does not say them. */
const askedOf =
  (place: CouncilPlace) =>
  (name: LookupName): boolean =>
    name === 'districts' ? !place.district : name === 'ulbs' ? !place.ulb : true;

/**
 * 'Add Complaint': what it is about and what is wrong, where, photos (DECISIONS.md: the two
 * public ones) and a suggestion; the council's own district and ULB come from the site's
 * configuration, and are asked only where it has none (one backend for several councils).
 */
export function AddComplaintForm({ onSubmitted, onCancel }: Props) {
  const { t } = useTranslation('citizen-portal');
  const idOf = (field: string) => `${FORM_ID}-${field}`;
  const { district, ulb } = useCouncil();
  const place: CouncilPlace = { district, ulb };
  const { choices, failed } = useLookups(askedOf(place));
  const filing = useFileComplaint();
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [photos, setPhotos] = useState<ComplaintPhotos>(NO_PHOTOS);
  const errors = useFieldErrors<ComplaintField>(idOf);
  const problemsOf = useComplaintChecks(place);
  // The upload's share sent (0 to 1); whether it is sending is the filing's own state.
  const [progress, setProgress] = useState(0);
  // Kept in the tab if the session ends under the citizen; the photos are not, and they are told.
  const kept = useKeptDraft<{ fields: ComplaintDraft; photos: typeof photos }>(
    COMPLAINT_FORM,
    { fields: draft, photos },
    ({ fields }) => setDraft({ ...EMPTY_DRAFT, ...fields }),
  );

  // The form appears above the list: take the reader there.
  useEffect(() => document.getElementById(idOf('title'))?.focus(), []);

  // A changed field's message goes; a refused photo's stands until another is picked.
  const change = (field: DraftField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    errors.forget(field);
  };
  const pick = (slot: PhotoSlot, photo: File | null, problem: string | undefined) => {
    setPhotos((current) => ({ ...current, [slot]: photo }));
    errors.set(slot, problem);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!errors.report(problemsOf(draft, photos), FIELD_ORDER)) return;
    setProgress(0);
    let number: string;
    try {
      number = await filing.mutateAsync({
        complaint: toNewComplaint(draft, photos, place),
        onUploadProgress: setProgress,
      });
    } catch (error) {
      const text = apiErrorMessage(error, t('form.submitFailed'));
      await showError({ title: t('form.errorTitle'), text, confirm: t('form.ok') });
      return;
    }
    kept.forget();
    // The list is reloading behind the confirmation, so it is up to date when that is closed.
    onSubmitted({
      number,
      grievanceId: Number(draft.grievance),
      category: choices.grievances.find(({ value }) => value === draft.grievance)?.label ?? '',
    });
  }

  const sending = filing.isPending;
  const percent = Math.round(progress * 100);
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={idOf('title')}
      className="card card-body mb-4 council-complaint-form"
    >
      <h2 id={idOf('title')} className="h4" tabIndex={-1}>
        {t('form.title')}
      </h2>
      <KeptDraftNotice
        draft={kept}
        afterAnswer={() => document.getElementById(idOf('title'))?.focus()}
      />
      <ErrorSummary summary={errors.summary} />
      <PlaceLine place={place} />
      <p className="small text-body-secondary">{t('form.requiredNote')}</p>
      <LookupFailures failed={failed} />
      <ComplaintFields
        idOf={idOf}
        draft={draft}
        place={place}
        choices={choices}
        errorOf={errors.errorOf}
        onChange={change}
        onPhoto={pick}
      />
      <PublicNote headingId={idOf('public')} />
      {sending && <UploadProgress percent={percent} text={t('form.uploading', { percent })} />}
      <FormButtons
        submitText={t('form.submit')}
        cancelText={t('form.cancel')}
        busy={sending}
        onCancel={onCancel}
      />
    </form>
  );
}
