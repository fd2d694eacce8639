import { Type } from '@sinclair/typebox';
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
import { Base64File, Text } from '../http/wireTypes';
import { formReader } from '../sections/multipartSection';
import type { FileChange, Section } from '../sections/section';
import { documentNameField, placeDocuments, SLOTS } from './tenderDocuments';

type Tender = Selectable<TenderTable>;
type Row = Record<string, unknown>;

const F = {
  id: 'Tender.id',
  tenderNo: 'Tender.tender_no',
  title: 'Tender.tender_title',
  description: 'Tender.tender_discreption',
  publishDate: 'Tender.publish_date',
  lastDate: 'Tender.last_date_of_submission',
  lastTime: 'Tender.last_date_of_submission_time',
  status: 'Tender.status',
} as const;
const titleField = (n: number) => `Tender.tender_title_${n}`;

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
});

/** SPEC.md section 5: the field name, first underscore made a space, in capitals. */
const required = (wire: string) => `${wire.replace('_', ' ').toUpperCase()} is required.`;

export const tenderSection: Section<Tender, Form> = {
  table: 'tender',
  path: '/tender',
  label: 'tender',
  title: 'Tender',
  fileColumns: SLOTS.map((n) => `document_${n}_file_id`),
  order: [
    ['publish_date', 'desc'],
    ['id', 'desc'],
  ],
  wire: TenderWire,
  body: 'multipart',
  formFields: [
    ...Object.values(F),
    ...[2, 3, 4, 5].map(titleField),
    ...SLOTS.map(documentNameField),
    'file (repeated)',
    'DocumentFileBase64 (repeated)',
  ],
  readPayload: formReader(['file'], 5, 'document'),
  // SPEC.md lists no id field for tenders; accept both spellings the other forms use.
  idOf: (form) => formId(form.text(F.id) ?? form.text('Tender.Id'), 'Tender.id'),
  toWire: (row, files) => {
    const r = row as unknown as Row;
    const wire: Row = {
      id: row.id,
      tender_no: row.tender_no,
      tender_title: row.title,
      tender_discreption: row.description,
      publish_date: row.publish_date,
      last_date_of_submission: row.last_date_of_submission,
      last_date_of_submission_time: row.last_time_of_submission,
      status: row.status,
      created_date: row.created_at,
    };
    for (const n of SLOTS) {
      const suffix = n === 1 ? '' : `_${n}`;
      if (n > 1) wire[`tender_title_${n}`] = r[`document_${n}_title`];
      wire[`tender_document${suffix}`] = r[`document_${n}_name`];
      wire[n === 1 ? 'file' : `file${n}`] = files(r[`document_${n}_file_id`] as number | null);
    }
    return wire;
  },
  async parse(form, context, existing) {
    const text = (field: string, max?: number) => optionalText(form.text(field), field, max);
    const values: Row = {};
    for (const [field, column] of [
      [F.tenderNo, 'tender_no'],
      [F.title, 'title'],
    ] as const) {
      values[column] = text(field);
      if (!values[column]) throw new ClientError(400, required(field.slice('Tender.'.length)));
    }
    values.publish_date = optionalDate(form.text(F.publishDate), 'publish_date');
    if (!values.publish_date) throw new ClientError(400, required('publish_date'));
    values.last_date_of_submission = optionalDate(form.text(F.lastDate), 'last_date_of_submission');
    if (!values.last_date_of_submission)
      throw new ClientError(400, required('last_date_of_submission'));
    values.status = text(F.status);
    if (!values.status) throw new ClientError(400, required('status'));
    values.description = text(F.description, MAX_LONG_TEXT);
    values.last_time_of_submission = optionalTime(
      form.text(F.lastTime),
      'last_date_of_submission_time',
    );
    for (const n of [2, 3, 4, 5]) values[`document_${n}_title`] = text(titleField(n));
    for (const n of SLOTS) values[`document_${n}_name`] = text(documentNameField(n), 200);

    const placed = placeDocuments(form, context);
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
