import type { NewComplaint } from '@council/api-client';

/** The form's fields as typed; the selects hold an id as text, '' until one is chosen. */
export interface ComplaintDraft {
  grievance: string;
  suggestion: string;
  district: string;
  ward: string;
  ulb: string;
  landmark: string;
  additionalInformation: string;
}

export type DraftField = keyof ComplaintDraft;

/** The form's name for the draft kept in the tab when the session ends (useKeptDraft). */
export const COMPLAINT_FORM = 'complaint';

export const EMPTY_DRAFT: ComplaintDraft = {
  grievance: '',
  suggestion: '',
  district: '',
  ward: '',
  ulb: '',
  landmark: '',
  additionalInformation: '',
};

/** In the order they appear, so the first missing one can take the focus. */
export const DRAFT_FIELDS: DraftField[] = [
  'grievance',
  'suggestion',
  'district',
  'ward',
  'ulb',
  'landmark',
  'additionalInformation',
];

/** Every field is required (SPEC.md section 5); blanks do not count as an answer. */
export function missingFields(draft: ComplaintDraft): DraftField[] {
  return DRAFT_FIELDS.filter((field) => draft[field].trim() === '');
}

export function toNewComplaint(
  draft: ComplaintDraft,
  photos: { publicImage1: File | null; publicImage2: File | null },
): NewComplaint {
  return {
    grievanceId: Number(draft.grievance),
    districtId: Number(draft.district),
    wardId: Number(draft.ward),
    ulbId: Number(draft.ulb),
    suggestion: draft.suggestion.trim(),
    landmark: draft.landmark.trim(),
    additionalInformation: draft.additionalInformation.trim(),
    images: photos,
  };
}
