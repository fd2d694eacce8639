import { useTranslation } from '@council/i18n';
import { FileField } from '@council/ui';
import { PHOTO_SLOTS, type ComplaintField, type PhotoSlot } from './complaintDraft';

interface Props {
  idOf: (field: string) => string;
  errorOf: (field: ComplaintField) => string | undefined;
  /** A photo picked (null when the choice is emptied) and what is wrong with it, if anything. */
  onPhoto: (slot: PhotoSlot, photo: File | null, problem: string | undefined) => void;
}

/**
 * 'Photos (optional)': the two public photos a citizen may send (DECISIONS.md), each checked
 * as it is picked by the API's rules for a photo, which its hint says.
 */
export function PhotoFields({ idOf, errorOf, onPhoto }: Props) {
  const { t } = useTranslation('citizen-portal');
  return (
    <fieldset className="mb-3">
      <legend className="h6 fw-semibold">{t('form.photos')}</legend>
      <div className="row g-3">
        {PHOTO_SLOTS.map((slot) => (
          <FileField
            key={slot}
            id={idOf(slot)}
            label={t(`form.${slot}`)}
            kind="photo"
            error={errorOf(slot)}
            className="col-md-6"
            onChange={(photo, problem) => onPhoto(slot, photo, problem)}
          />
        ))}
      </div>
    </fieldset>
  );
}
