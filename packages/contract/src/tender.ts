import { Type, type Static } from '@sinclair/typebox';
import { Base64File, HindiText, Text } from './values';
import {
  FileParts,
  FormBody,
  FormDate,
  FormFileText,
  FormId,
  FormLongText,
  FormText,
  FormTime,
  hindiTitleParts,
} from './form-parts';

/**
 * GET /api/Public/tender, /api/Admin/tender, in the wire's snake_case ('tender_discreption'
 * spelt so). Up to five documents: slot 1 is tender_title / tender_document / file, slots 2 to
 * 5 add _n to the title and name and n to the file. The Hindi title and description (issue 19)
 * are named as in every other section, in camel case.
 */
export const TenderWire = Type.Object({
  id: Type.Integer(),
  tender_no: Type.String(),
  tender_title: Type.String(),
  tender_discreption: Text,
  publish_date: Type.String(),
  last_date_of_submission: Type.String(),
  last_date_of_submission_time: Text,
  status: Type.String(),
  tender_title_2: Text,
  tender_title_3: Text,
  tender_title_4: Text,
  tender_title_5: Text,
  tender_document: Text,
  tender_document_2: Text,
  tender_document_3: Text,
  tender_document_4: Text,
  tender_document_5: Text,
  file: Base64File,
  file2: Base64File,
  file3: Base64File,
  file4: Base64File,
  file5: Base64File,
  created_date: Type.String(),
  titleHindi: HindiText,
  descriptionHindi: HindiText,
});
export type TenderWire = Static<typeof TenderWire>;

/** A tender's document slots. */
export const TENDER_SLOTS = [1, 2, 3, 4, 5] as const;
export type TenderSlot = (typeof TENDER_SLOTS)[number];

/** POST/PUT /api/Admin/tender, multipart: one field each, then the fields per document slot. */
export const TenderForm = {
  id: 'Tender.id',
  /** SPEC.md names no id field for tenders: the spelling the other forms use is read too. */
  idAlias: 'Tender.Id',
  tenderNo: 'Tender.tender_no',
  title: 'Tender.tender_title',
  description: 'Tender.tender_discreption',
  titleHindi: 'Tender.TitleHindi',
  descriptionHindi: 'Tender.DescriptionHindi',
  publishDate: 'Tender.publish_date',
  lastDate: 'Tender.last_date_of_submission',
  lastTime: 'Tender.last_date_of_submission_time',
  status: 'Tender.status',
  /** The documents, a repeated part taken in the order sent. */
  file: 'file',
  /** Documents as base64 text, repeated, in the same order as the files. */
  base64: 'DocumentFileBase64',
} as const;
/** Slot 2 to 5's document title. */
export const tenderTitleField = <Slot extends 2 | 3 | 4 | 5>(slot: Slot) =>
  `Tender.tender_title_${slot}` as const;
/** Slot n's document name: a file whose name equals it goes to that slot. */
export const tenderDocumentNameField = (slot: TenderSlot) =>
  slot === 1 ? ('Tender.tender_document' as const) : (`Tender.tender_document_${slot}` as const);

/** The tender form's body, as the API reads and declares it; a new tender needs a document. */
export const TenderFormBody = FormBody({
  [TenderForm.id]: Type.Optional(FormId(TenderForm.id)),
  [TenderForm.idAlias]: Type.Optional(FormId(TenderForm.id)),
  [TenderForm.tenderNo]: FormText('Tender No'),
  [TenderForm.title]: FormText('Tender title'),
  [TenderForm.description]: Type.Optional(FormLongText('Description')),
  ...hindiTitleParts(TenderForm),
  [TenderForm.publishDate]: FormDate('Publish date'),
  [TenderForm.lastDate]: FormDate('Last date of submission'),
  [TenderForm.lastTime]: Type.Optional(FormTime('Last time of submission')),
  [TenderForm.status]: FormText('Status'),
  ...Object.fromEntries(
    ([2, 3, 4, 5] as const).map((slot) => [
      tenderTitleField(slot),
      Type.Optional(FormText(`Title of document ${slot}`)),
    ]),
  ),
  ...Object.fromEntries(
    TENDER_SLOTS.map((slot) => [
      tenderDocumentNameField(slot),
      Type.Optional(FormText(`Name of document ${slot}`, 200)),
    ]),
  ),
  [TenderForm.file]: Type.Optional(FileParts('The documents', 'document', TENDER_SLOTS.length)),
  [TenderForm.base64]: Type.Optional(
    Type.Array(FormFileText('The documents'), { maxItems: TENDER_SLOTS.length }),
  ),
});
