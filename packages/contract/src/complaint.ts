import { Type, type Static } from '@sinclair/typebox';
import { COMPLAINT_LIFE_STATUSES } from './complaint-rules';
import { Base64File, Text } from './values';
import { FilePart, FormBody, FormLongText } from './form-parts';

/**
 * A complaint as SPEC.md section 3 spells it: the list label 'grivance', 'grievanceName' in
 * the user area and 'GrievanceName' in the detail all carry the grievance type's title.
 * It never names the citizen who filed it.
 */
export const ComplaintWire = Type.Object({
  id: Type.Integer(),
  /** Readable number, e.g. SNP/2026/000123 (issue 16; an addition to SPEC.md's fields). */
  number: Type.Optional(Type.String()),
  ward: Type.String(),
  grivance: Type.String(),
  grievanceName: Type.String(),
  GrievanceName: Type.String(),
  additional_Information: Type.String(),
  landmark: Type.String(),
  your_Suggestion: Type.String(),
  status: Text,
  entry_Date: Type.String(),
  action_By: Text,
  action_Date: Text,
  reminders: Type.Array(Type.Object({ message: Type.String() })),
  pub_Image_1: Base64File,
  pub_Image_2: Base64File,
  action_Image_1: Base64File,
  action_Image_2: Base64File,
});
export type ComplaintWire = Static<typeof ComplaintWire>;

/**
 * The complaint-count calls answer a list of {id, status}; the frontends count per status
 * (SPEC.md section 7). Nothing else of a complaint is in it, so the public one leaks nothing.
 */
export const ComplaintStatusWire = Type.Object({ id: Type.Integer(), status: Text });
export type ComplaintStatusWire = Static<typeof ComplaintStatusWire>;

/**
 * SPEC.md section 9 offers All, Open, Resolved, Rejected; DECISIONS.md adds Pending, and Closed
 * for a resolution the citizen accepted or let stand (issue 16).
 */
export const COMPLAINT_STATUSES = COMPLAINT_LIFE_STATUSES;

/** ?statusFilter= of the complaint and complaint-count calls. */
export const StatusFilterQuery = Type.Object({
  statusFilter: Type.Optional(
    Type.Union([Type.Literal('All'), ...COMPLAINT_STATUSES.map((status) => Type.Literal(status))], {
      default: 'All',
    }),
  ),
});
export type StatusFilterQuery = Static<typeof StatusFilterQuery>;
export type StatusFilter = NonNullable<StatusFilterQuery['statusFilter']>;

/** POST /api/User/add-complaint, multipart ('Grivance' spelt so). */
export const NewComplaintForm = {
  grievance: 'Complaint.Grivance',
  suggestion: 'Complaint.Your_Suggestion',
  district: 'Complaint.District',
  ward: 'Complaint.Ward',
  ulb: 'Complaint.Ulb',
  /** Sent as 'Open'; the server sets every new complaint Open whatever it says. */
  status: 'Complaint.Status',
  landmark: 'Complaint.Landmark',
  additionalInformation: 'Complaint.Additional_Information',
} as const;
/** The complaint's photos, by the column they are stored in. */
export const NewComplaintImages = {
  publicImage1: 'PubImage1',
  publicImage2: 'PubImage2',
  actionImage1: 'ActionImage1',
  actionImage2: 'ActionImage2',
} as const;

const IGNORED_PHOTO = "Ignored: the action's photos are the staff's (the desk's resolve).";

/** A lookup's id, chosen from its list. */
const LookupId = (title: string) => Type.String({ title, pattern: '^[0-9]{1,9}$' });

/** The complaint form's body, as the API reads and declares it. */
export const NewComplaintFormBody = FormBody({
  [NewComplaintForm.grievance]: LookupId('Grievance type'),
  [NewComplaintForm.suggestion]: Type.Optional(FormLongText('Your suggestion')),
  [NewComplaintForm.district]: LookupId('District'),
  [NewComplaintForm.ward]: LookupId('Ward'),
  [NewComplaintForm.ulb]: LookupId('ULB'),
  [NewComplaintForm.status]: Type.Optional(
    Type.String({ title: 'Status', description: 'Ignored: a new complaint is Open.' }),
  ),
  [NewComplaintForm.landmark]: FormLongText('Landmark'),
  [NewComplaintForm.additionalInformation]: FormLongText('Additional information'),
  [NewComplaintImages.publicImage1]: Type.Optional(
    FilePart(NewComplaintImages.publicImage1, 'photo'),
  ),
  [NewComplaintImages.publicImage2]: Type.Optional(
    FilePart(NewComplaintImages.publicImage2, 'photo'),
  ),
  // SPEC.md's form names these too: read and dropped, as only staff add the action's photos.
  ...Object.fromEntries(
    [NewComplaintImages.actionImage1, NewComplaintImages.actionImage2].map((field) => [
      field,
      Type.Optional({ ...FilePart(field, 'photo'), description: IGNORED_PHOTO }),
    ]),
  ),
});
