import type { NewComplaintForm, NewComplaintImages as ImageFields } from '@council/contract';

/** What a citizen files: lookups by id, their own words, and up to four photos. */
export interface NewComplaint {
  grievanceId: number;
  districtId: number;
  wardId: number;
  ulbId: number;
  suggestion: string;
  landmark: string;
  additionalInformation: string;
  images?: NewComplaintImages;
}

/** The citizen form offers the public images only; action images are for staff (DECISIONS.md). */
export interface NewComplaintImages {
  publicImage1?: File | null;
  publicImage2?: File | null;
  actionImage1?: File | null;
  actionImage2?: File | null;
}

/** The multipart field names of POST /api/User/add-complaint, misspelt 'Grivance' included. */
export const NEW_COMPLAINT_FIELDS = {
  grievanceId: 'Complaint.Grivance',
  suggestion: 'Complaint.Your_Suggestion',
  districtId: 'Complaint.District',
  wardId: 'Complaint.Ward',
  ulbId: 'Complaint.Ulb',
  status: 'Complaint.Status',
  landmark: 'Complaint.Landmark',
  additionalInformation: 'Complaint.Additional_Information',
} as const satisfies Record<string, (typeof NewComplaintForm)[keyof typeof NewComplaintForm]>;

export const NEW_COMPLAINT_IMAGE_FIELDS: Record<keyof NewComplaintImages, string> = {
  publicImage1: 'PubImage1',
  publicImage2: 'PubImage2',
  actionImage1: 'ActionImage1',
  actionImage2: 'ActionImage2',
} satisfies typeof ImageFields;

/** The form as the contract has it. Every new complaint is Open (SPEC.md section 9). */
export function newComplaintForm(complaint: NewComplaint): FormData {
  const form = new FormData();
  const F = NEW_COMPLAINT_FIELDS;
  form.append(F.grievanceId, String(complaint.grievanceId));
  form.append(F.suggestion, complaint.suggestion);
  form.append(F.districtId, String(complaint.districtId));
  form.append(F.wardId, String(complaint.wardId));
  form.append(F.ulbId, String(complaint.ulbId));
  form.append(F.status, 'Open');
  form.append(F.landmark, complaint.landmark);
  form.append(F.additionalInformation, complaint.additionalInformation);
  for (const [image, field] of Object.entries(NEW_COMPLAINT_IMAGE_FIELDS)) {
    const file = complaint.images?.[image as keyof NewComplaintImages];
    if (file) form.append(field, file, file.name);
  }
  return form;
}
