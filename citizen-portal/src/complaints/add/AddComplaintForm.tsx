import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@council/i18n';
import { apiErrorMessage } from '@council/shared-auth';
import {
  FormButtons,
  KeptDraftNotice,
  showError,
  showSuccess,
  UploadProgress,
  useKeptDraft,
} from '@council/ui';
import {
  COMPLAINT_FORM,
  EMPTY_DRAFT,
  missingFields,
  toNewComplaint,
  type ComplaintDraft,
  type DraftField,
} from './complaintDraft';
import { ComplaintFields, type PhotoSlot } from './ComplaintFields';
import { LookupFailures } from './LookupFailures';
import { useFileComplaint } from './useFileComplaint';
import { useLookups } from './useLookups';

interface Props {
  /** Called once the complaint is filed (its list then reloads by itself): the page closes the form. */
  onSubmitted: () => void;
  onCancel: () => void;
}

const NO_PHOTOS: Record<PhotoSlot, File | null> = { publicImage1: null, publicImage2: null };

/** 'Add Complaint': the lookups, the citizen's words and two optional photos (DECISIONS.md). */
export function AddComplaintForm({ onSubmitted, onCancel }: Props) {
  const { t } = useTranslation('citizen-portal');
  const prefix = useId();
  const idOf = (field: string) => `${prefix}-${field}`;
  const { choices, failed } = useLookups();
  const filing = useFileComplaint();
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [photos, setPhotos] = useState(NO_PHOTOS);
  const [missing, setMissing] = useState<DraftField[]>([]);
  // The upload's share sent (0 to 1); whether it is sending is the filing's own state.
  const [progress, setProgress] = useState(0);
  // Kept in the tab if the session ends under the citizen; the photos are not, and they are told.
  const kept = useKeptDraft<{ fields: ComplaintDraft; photos: typeof photos }>(
    COMPLAINT_FORM,
    { fields: draft, photos },
    ({ fields }) => setDraft({ ...EMPTY_DRAFT, ...fields }),
  );

  // The form appears above the list: take the reader there.
  useEffect(() => document.getElementById(`${prefix}-title`)?.focus(), [prefix]);

  const errorOf = (field: DraftField) =>
    missing.includes(field) ? t(`form.required.${field}`) : undefined;
  const change = (field: DraftField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // A field's message goes as soon as it is answered.
    if (value.trim() !== '') setMissing((current) => current.filter((name) => name !== field));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const unanswered = missingFields(draft);
    setMissing(unanswered);
    if (unanswered[0]) {
      document.getElementById(idOf(unanswered[0]))?.focus();
      return;
    }
    setProgress(0);
    let number: string;
    try {
      number = await filing.mutateAsync({
        complaint: toNewComplaint(draft, photos),
        onUploadProgress: setProgress,
      });
    } catch (error) {
      const text = apiErrorMessage(error, t('form.submitFailed'));
      await showError({ title: t('form.errorTitle'), text, confirm: t('form.ok') });
      return;
    }
    kept.forget();
    // The list is reloading behind the popup, so it is up to date when the popup is closed.
    onSubmitted();
    await showSuccess({
      title: t('form.submitted'),
      // The number to quote and to track it by (issue 16).
      text: number ? t('form.submittedNumber', { number }) : undefined,
      confirm: t('form.ok'),
    });
  }

  const sending = filing.isPending;
  const percent = Math.round(progress * 100);
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${prefix}-title`}
      className="card card-body mb-4"
    >
      <h2 id={`${prefix}-title`} className="h4" tabIndex={-1}>
        {t('form.title')}
      </h2>
      <KeptDraftNotice
        draft={kept}
        afterAnswer={() => document.getElementById(`${prefix}-title`)?.focus()}
      />
      <p className="small text-body-secondary">{t('form.requiredNote')}</p>
      <LookupFailures failed={failed} />
      <ComplaintFields
        idOf={idOf}
        draft={draft}
        choices={choices}
        errorOf={errorOf}
        onChange={change}
        onPhoto={(slot, photo) => setPhotos((current) => ({ ...current, [slot]: photo }))}
      />
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
