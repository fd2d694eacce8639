import type { NewComplaint } from '@council/api-client';
import type { LookupChoice } from '@council/site-config';

/** The form's fields as typed; the selects hold an id as text, '' until one is chosen. */
export interface ComplaintDraft {
  grievance: string;
  /** What is wrong: the wire's Additional_Information, the complaint's description. */
  additionalInformation: string;
  district: string;
  ulb: string;
  ward: string;
  landmark: string;
  suggestion: string;
}

export type DraftField = keyof ComplaintDraft;

/** The two photos a citizen may send with a complaint, both public once it is accepted. */
export type PhotoSlot = 'publicImage1' | 'publicImage2';

export const PHOTO_SLOTS: readonly PhotoSlot[] = ['publicImage1', 'publicImage2'];

export type ComplaintPhotos = Record<PhotoSlot, File | null>;

export const NO_PHOTOS: ComplaintPhotos = { publicImage1: null, publicImage2: null };

/** Every field of the form that may carry a message: the typed and chosen ones, and the photos. */
export type ComplaintField = DraftField | PhotoSlot;

/** The form's fields in the order it asks them: its error summary lists them so. */
export const FIELD_ORDER: readonly ComplaintField[] = [
  'grievance',
  'additionalInformation',
  'district',
  'ulb',
  'ward',
  'landmark',
  'publicImage1',
  'publicImage2',
  'suggestion',
];

/** The council's own district and ULB (site configuration): the form does not ask for those given. */
export interface CouncilPlace {
  district?: LookupChoice;
  ulb?: LookupChoice;
}

/** The form's name for the draft kept in the tab when the session ends (useKeptDraft). */
export const COMPLAINT_FORM = 'complaint';

export const EMPTY_DRAFT: ComplaintDraft = {
  grievance: '',
  additionalInformation: '',
  district: '',
  ulb: '',
  ward: '',
  landmark: '',
  suggestion: '',
};

/** The answers a complaint needs; the suggestion is the citizen's to give or not. */
const REQUIRED: DraftField[] = [
  'grievance',
  'additionalInformation',
  'district',
  'ulb',
  'ward',
  'landmark',
];

/** District and ULB are asked only where the council's configuration does not say them. */
export function isAsked(field: DraftField, place: CouncilPlace): boolean {
  return !(field === 'district' || field === 'ulb') || place[field] === undefined;
}

/** The required fields left empty; blanks do not count as an answer. */
export function missingFields(draft: ComplaintDraft, place: CouncilPlace): DraftField[] {
  return REQUIRED.filter((field) => isAsked(field, place) && draft[field].trim() === '');
}

export function toNewComplaint(
  draft: ComplaintDraft,
  photos: ComplaintPhotos,
  place: CouncilPlace,
): NewComplaint {
  return {
    grievanceId: Number(draft.grievance),
    districtId: place.district?.id ?? Number(draft.district),
    wardId: Number(draft.ward),
    ulbId: place.ulb?.id ?? Number(draft.ulb),
    // Sent empty when not given: the wire has the field, the API takes it empty.
    suggestion: draft.suggestion.trim(),
    landmark: draft.landmark.trim(),
    additionalInformation: draft.additionalInformation.trim(),
    images: photos,
  };
}
