import {
  adminEndpoints,
  type Tender,
  type TenderDocument,
  type TenderDraft,
} from '@council/api-client';
import {
  dateInputOf,
  fileOf,
  optionalTextOf,
  textOf,
  timeInputOf,
  typedTextOf,
} from '../section-editor/formValues';
import { inEnglishAndHindi } from '../section-editor/bilingual';
import type { EditorSection, FieldDeclaration } from '../section-editor/types';
import { allOf, fileNeeded, required } from '../section-editor/validation';

const SLOTS = [1, 2, 3, 4, 5] as const;
const documentField = (slot: number) => `document${slot}`;
const slotOf = (record: Tender, slot: number): TenderDocument | undefined =>
  record.documents[slot - 1];

// Document 1 is titled by the tender itself; documents 2 to 5 have a title field before them.
const documentFields: FieldDeclaration<Tender>[] = SLOTS.flatMap((slot) => [
  ...(slot > 1 ? [{ name: `title${slot}`, kind: 'text' } as const] : []),
  {
    name: documentField(slot),
    kind: 'document',
    required: slot === 1,
    stored: (record: Tender) => slotOf(record, slot)?.file ?? null,
  } as const,
]);

/**
 * Tender: the five document pickers (SPEC.md sections 2, 3, 5). The list shows what tells
 * tenders apart (issue 17: it fits 1280 px); descriptions, times and each document are in the form.
 */
export const tenderSection: EditorSection<Tender, TenderDraft> = {
  texts: 'tender',
  endpoint: adminEndpoints.tenders,
  fields: [
    { name: 'tenderNo', kind: 'text', required: true },
    ...inEnglishAndHindi<Tender>('title', 'text', { required: true }),
    ...inEnglishAndHindi<Tender>('description', 'textarea'),
    { name: 'publishDate', kind: 'date', required: true },
    { name: 'lastDate', kind: 'date', required: true },
    { name: 'lastTime', kind: 'time' },
    { name: 'status', kind: 'text', required: true },
    ...documentFields,
  ],
  columns: [
    { name: 'tenderNo', kind: 'text', value: (record) => record.tenderNo },
    {
      name: 'title',
      kind: 'text',
      value: (record) => record.title,
      hindi: (record) => record.titleHindi,
    },
    { name: 'lastDate', kind: 'date', pattern: 'MMM d, y', value: (r) => r.lastDateOfSubmission },
    { name: 'status', kind: 'text', value: (record) => record.status },
    {
      name: 'documents',
      kind: 'text',
      value: (record) => record.documents.filter((document) => document.file).length,
    },
  ],
  toValues: (record) => {
    const values: Record<string, string | null> = {
      tenderNo: record.tenderNo,
      title: record.title,
      titleHindi: record.titleHindi ?? '',
      description: record.description,
      descriptionHindi: record.descriptionHindi ?? '',
      publishDate: dateInputOf(record.publishDate),
      lastDate: dateInputOf(record.lastDateOfSubmission),
      lastTime: timeInputOf(record.lastTimeOfSubmission),
      status: record.status,
    };
    for (const slot of SLOTS) {
      if (slot > 1) values[`title${slot}`] = slotOf(record, slot)?.title ?? '';
      values[documentField(slot)] = null;
    }
    return values;
  },
  toDraft: (values, id, record) => ({
    id,
    tenderNo: textOf(values.tenderNo).trim(),
    title: textOf(values.title).trim(),
    titleHindi: textOf(values.titleHindi).trim(),
    description: textOf(values.description),
    descriptionHindi: typedTextOf(values.descriptionHindi),
    publishDate: optionalTextOf(values.publishDate),
    lastDateOfSubmission: optionalTextOf(values.lastDate),
    lastTimeOfSubmission: optionalTextOf(values.lastTime),
    status: textOf(values.status).trim(),
    documents: SLOTS.map((slot) => ({
      title: slot === 1 ? textOf(values.title).trim() : textOf(values[`title${slot}`]).trim(),
      // The stored name goes back with the edit, so that the stored document stays in its slot.
      name: record ? (slotOf(record, slot)?.name ?? null) : null,
      newFile: fileOf(values[documentField(slot)]),
    })),
  }),
  // SPEC.md's messages, in sentence case and with the field's name as the form shows it
  // (issue 17) rather than the wire's.
  validate: allOf(
    required(['tenderNo'], 'tender.validation.tenderNo'),
    required(['title'], 'tender.validation.title'),
    required(['publishDate'], 'tender.validation.publishDate'),
    required(['lastDate'], 'tender.validation.lastDate'),
    required(['status'], 'tender.validation.status'),
    // DECISIONS.md: the check SPEC.md describes as always true is made real.
    fileNeeded(documentField(1), (record) => slotOf(record, 1)?.file ?? null),
  ),
  showsServerMessage: true,
  // A tender is known by its title; its number says little to someone listening to the list.
  recordName: (record) => record.title,
};
