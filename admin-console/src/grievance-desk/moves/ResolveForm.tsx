import { useId, useState } from 'react';
import { deskApi } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { CommentField, UploadProgress, useFileCheck } from '@council/ui';
import { PhotoField } from '../../section-editor/fields/PhotoField';
import { fileOf } from '../../section-editor/formValues';
import { MoveForm, type MoveFormProps } from './MoveForm';

const PHOTO_SLOTS = ['photo1', 'photo2'] as const;
type PhotoSlot = (typeof PHOTO_SLOTS)[number];
type Field = 'actionTaken' | PhotoSlot;

/**
 * "Resolve": what was done (required) and up to two photos of it, each previewed as chosen; a bar
 * shows the upload's progress while photos go out.
 */
export function ResolveForm({ complaint, perform, busy, onCancel }: MoveFormProps) {
  const { t } = useTranslation('admin-console');
  const id = useId();
  const [actionTaken, setActionTaken] = useState('');
  const [photos, setPhotos] = useState<Record<PhotoSlot, File | null>>({
    photo1: null,
    photo2: null,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [percent, setPercent] = useState<number | null>(null);
  const { problemOf } = useFileCheck();

  const showError = (field: Field, message: string) => {
    setErrors({ [field]: message });
    document.getElementById(`${id}-${field}`)?.focus();
  };

  async function submit() {
    if (actionTaken.trim() === '') {
      showError('actionTaken', t('desk.moves.resolve.required'));
      return;
    }
    // A photo refused when picked is refused again, rather than the move made without it.
    for (const slot of PHOTO_SLOTS) {
      const problem = photos[slot] && problemOf(photos[slot], 'photo');
      if (problem) {
        showError(slot, problem);
        return;
      }
    }
    const chosen = PHOTO_SLOTS.flatMap((slot) => photos[slot] ?? []);
    // Photos take a while to go out: the bar shows from the start.
    setPercent(chosen.length > 0 ? 0 : null);
    try {
      await perform(
        () =>
          deskApi.resolve(
            complaint.id,
            { version: complaint.version, actionTaken: actionTaken.trim(), photos: chosen },
            chosen.length > 0
              ? { onUploadProgress: (sent) => setPercent(Math.round(sent * 100)) }
              : {},
          ),
        (after) => t('desk.moves.resolve.done', { number: after.number }),
        // A refused photo (not an image, too large) is said by the photos; anything else by the text.
        (message) =>
          showError(/photo|image|file/i.test(message) ? 'photo1' : 'actionTaken', message),
      );
    } finally {
      setPercent(null);
    }
  }

  return (
    <MoveForm
      heading={t('desk.moves.resolve.heading')}
      submitText={t('desk.moves.resolve.submit')}
      busy={busy}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <CommentField
        id={`${id}-actionTaken`}
        label={t('desk.moves.resolve.actionTaken')}
        hint={t('desk.moves.resolve.hint')}
        required
        value={actionTaken}
        error={errors.actionTaken}
        onChange={(value) => {
          setActionTaken(value);
          setErrors({});
        }}
      />
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('desk.moves.resolve.photos')}</legend>
        <div className="desk-photos">
          {PHOTO_SLOTS.map((slot, index) => (
            <PhotoField
              key={slot}
              id={`${id}-${slot}`}
              label={t('desk.moves.resolve.photo', { n: index + 1 })}
              field={{ name: slot, kind: 'photo' }}
              value={photos[slot]}
              storedFile={null}
              error={errors[slot]}
              // The legend's words and the message of a refused photo say what is taken.
              hint={false}
              onChange={(value, problem) => {
                setPhotos((current) => ({ ...current, [slot]: fileOf(value) }));
                setErrors(problem ? { [slot]: problem } : {});
              }}
            />
          ))}
        </div>
      </fieldset>
      {percent !== null && busy && <UploadProgress percent={percent} />}
    </MoveForm>
  );
}
