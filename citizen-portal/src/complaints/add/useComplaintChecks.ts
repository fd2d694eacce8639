import { useTranslation } from '@council/i18n';
import { useFileCheck, type FieldMessages } from '@council/ui';
import {
  missingFields,
  PHOTO_SLOTS,
  type ComplaintDraft,
  type ComplaintField,
  type ComplaintPhotos,
  type CouncilPlace,
} from './complaintDraft';

/**
 * Every message of the complaint form before it is sent, in the reader's words: each required
 * answer left empty, and each chosen photo against the API's rules (checked when picked, and
 * again here, so that a refused photo is never sent or silently left out).
 */
export function useComplaintChecks(place: CouncilPlace) {
  const { t } = useTranslation('citizen-portal');
  const { problemOf } = useFileCheck();
  return (draft: ComplaintDraft, photos: ComplaintPhotos): FieldMessages<ComplaintField> => {
    const messages: FieldMessages<ComplaintField> = {};
    for (const field of missingFields(draft, place)) messages[field] = t(`form.required.${field}`);
    for (const slot of PHOTO_SLOTS) {
      const photo = photos[slot];
      const problem = photo ? problemOf(photo, 'photo') : undefined;
      if (problem) messages[slot] = problem;
    }
    return messages;
  };
}
