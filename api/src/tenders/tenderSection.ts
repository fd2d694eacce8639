import {
  TENDER_SLOTS as SLOTS,
  TenderForm as F,
  TenderFormBody,
  tenderDocumentNameField,
  tenderTitleField,
  TenderPageItem,
  TenderWire,
  type TenderSlot,
} from '@council/contract';
import type { Selectable } from 'kysely';
import type { TenderTable } from '../db/schema';
import { ClientError } from '../http/errors';
import {
  formId,
  MAX_LONG_TEXT,
  optionalDate,
  optionalText,
  optionalTime,
} from '../http/formValues';
import type { Form } from '../http/multipartForm';
import { multipartForm } from '../sections/multipartSection';
import type { FileChange, Section } from '../sections/section';
import { hindiTextValues, hindiTitleFields } from '../sections/hindiTexts';
import type { FileField } from '../sections/sectionFiles';
import { placeDocuments } from './tenderDocuments';
import { tenderStateFilter } from './tenderState';

type Tender = Selectable<TenderTable>;
type Row = Record<string, unknown>;

/** Slots 2 to 5 have a title of their own; slot 1's is the tender's. */
const TITLED_SLOTS = [2, 3, 4, 5] as const;

/**
 * SPEC.md section 5's message ('TENDER NO is required.', the wire name in capitals) in sentence
 * case, with the field's name as the console's form shows it (issue 17): no wire name reaches a
 * person.
 */
const required = (label: string) => `${label} is required.`;

type TenderFileWire = 'file' | 'file2' | 'file3' | 'file4' | 'file5';

/**
 * Document n's wire field and download name: document 1 is saved as the tender's title
 * ('Road repair tender.pdf'), the others as their own title, else their sent file name.
 */
function documentFile(slot: TenderSlot): FileField<Tender, TenderFileWire> {
  if (slot === 1) {
    return { column: 'document_1_file_id', wire: 'file', downloadName: (row) => row.title };
  }
  return {
    column: `document_${slot}_file_id`,
    wire: `file${slot}`,
    downloadName: (row) => row[`document_${slot}_title`] ?? row[`document_${slot}_name`],
  };
}

export const tenderSection: Section<Tender, Form, typeof TenderWire, TenderFileWire> = {
  table: 'tender',
  path: '/tender',
  label: 'tender',
  title: 'Tender',
  files: SLOTS.map(documentFile),
  pagedName: 'tenders',
  pageFilter: tenderStateFilter,
  order: [
    ['publish_date', 'desc'],
    ['id', 'desc'],
  ],
  wire: TenderWire,
  pageItem: TenderPageItem,
  ...multipartForm(TenderFormBody),
  // SPEC.md lists no id field for tenders; accept both spellings the other forms use.
  idOf: (form) => formId(form.text(F.id) ?? form.text(F.idAlias), F.id),
  // Written out field by field, so that the contract checks every wire name.
  toWire: (row) => ({
    id: row.id,
    tender_no: row.tender_no,
    tender_title: row.title,
    tender_discreption: row.description,
    titleHindi: row.title_hindi,
    descriptionHindi: row.description_hindi,
    publish_date: row.publish_date,
    last_date_of_submission: row.last_date_of_submission,
    last_date_of_submission_time: row.last_time_of_submission,
    status: row.status,
    tender_title_2: row.document_2_title,
    tender_title_3: row.document_3_title,
    tender_title_4: row.document_4_title,
    tender_title_5: row.document_5_title,
    tender_document: row.document_1_name,
    tender_document_2: row.document_2_name,
    tender_document_3: row.document_3_name,
    tender_document_4: row.document_4_name,
    tender_document_5: row.document_5_name,
    created_date: row.created_at,
  }),
  async parse(form, context, existing) {
    const text = (field: string, label: string, max?: number) =>
      optionalText(form.text(field), label, max);
    const values: Row = {};
    for (const [field, column, label] of [
      [F.tenderNo, 'tender_no', 'Tender No'],
      [F.title, 'title', 'Tender title'],
    ] as const) {
      values[column] = text(field, label);
      if (!values[column]) throw new ClientError(400, required(label));
    }
    values.publish_date = optionalDate(form.text(F.publishDate), 'Publish date');
    if (!values.publish_date) throw new ClientError(400, required('Publish date'));
    values.last_date_of_submission = optionalDate(form.text(F.lastDate), 'Last date of submission');
    if (!values.last_date_of_submission)
      throw new ClientError(400, required('Last date of submission'));
    values.status = text(F.status, 'Status');
    if (!values.status) throw new ClientError(400, required('Status'));
    values.description = text(F.description, 'Description', MAX_LONG_TEXT);
    Object.assign(
      values,
      hindiTextValues((field) => form.text(field), hindiTitleFields(F)),
    );
    values.last_time_of_submission = optionalTime(form.text(F.lastTime), 'Last time of submission');
    for (const n of TITLED_SLOTS) {
      values[`document_${n}_title`] = text(tenderTitleField(n), `Title of document ${n}`);
    }
    for (const n of SLOTS) {
      values[`document_${n}_name`] = text(tenderDocumentNameField(n), `Name of document ${n}`, 200);
    }

    const placed = await placeDocuments(form, context);
    if (!placed.has(1) && !existing?.document_1_file_id) {
      throw new ClientError(400, 'Document file is required!');
    }
    const files: Record<string, FileChange> = {};
    for (const [slot, document] of placed) {
      files[`document_${slot}_file_id`] = { replace: document.file };
      values[`document_${slot}_name`] ??= document.name || `tender-document-${slot}.pdf`;
    }
    if (!existing) values.created_at = new Date().toISOString();
    return { values, files };
  },
};
