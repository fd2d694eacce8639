import {
  adminEndpoints,
  type CouncilDocument,
  type CouncilDocumentDraft,
} from '@council/api-client';
import {
  dateInputOf,
  fileOf,
  optionalTextOf,
  textOf,
  typedTextOf,
} from '../section-editor/formValues';
import { inEnglishAndHindi } from '../section-editor/bilingual';
import {
  showUntilColumn,
  showUntilField,
  showUntilInput,
  showUntilOf,
} from '../section-editor/showUntil';
import type { ColumnDeclaration, EditorSection, FieldDeclaration } from '../section-editor/types';
import { allOf, fileNeeded, required } from '../section-editor/validation';

type Kind = 'notice' | 'circular' | 'officeOrder';

const ENDPOINTS = {
  notice: adminEndpoints.notices,
  circular: adminEndpoints.circulars,
  officeOrder: adminEndpoints.officeOrders,
} as const;

/**
 * Notice, Circular and Office Order: one shape, the last two with a department. SPEC.md asks for
 * a document on every save of a notice and on create of the others; a stored document counts,
 * so both rules are the same check.
 */
function councilDocumentSection(kind: Kind): EditorSection<CouncilDocument, CouncilDocumentDraft> {
  const departmental = kind !== 'notice';
  const fields: FieldDeclaration<CouncilDocument>[] = [
    ...inEnglishAndHindi<CouncilDocument>('title', 'text', { required: true }),
    ...inEnglishAndHindi<CouncilDocument>('description', 'textarea'),
    ...(departmental ? [{ name: 'department', kind: 'text' } as const] : []),
    { name: 'issueDate', kind: 'date' },
    showUntilField(),
    { name: 'document', kind: 'document', required: true, stored: (record) => record.file },
  ];
  // The key columns (issue 17: the list fits 1280 px); the description is in the form.
  const columns: ColumnDeclaration<CouncilDocument>[] = [
    {
      name: 'title',
      kind: 'text',
      value: (record) => record.title,
      hindi: (record) => record.titleHindi,
    },
    ...(departmental
      ? [{ name: 'department', kind: 'text', value: (r: CouncilDocument) => r.department } as const]
      : []),
    { name: 'issueDate', kind: 'date', pattern: 'MMM d, y', value: (record) => record.issueDate },
    showUntilColumn(),
    {
      name: 'document',
      kind: 'document',
      value: (record) => record.file,
      title: (record) => record.title,
    },
  ];
  return {
    texts: kind,
    endpoint: ENDPOINTS[kind],
    fields,
    columns,
    toValues: (record) => ({
      title: record.title,
      titleHindi: record.titleHindi ?? '',
      description: record.description,
      descriptionHindi: record.descriptionHindi ?? '',
      department: record.department ?? '',
      issueDate: dateInputOf(record.issueDate),
      showUntil: showUntilInput(record),
      document: null,
    }),
    toDraft: (values, id) => ({
      id,
      title: textOf(values.title).trim(),
      titleHindi: textOf(values.titleHindi).trim(),
      description: textOf(values.description),
      descriptionHindi: typedTextOf(values.descriptionHindi),
      department: departmental ? optionalTextOf(values.department) : null,
      issueDate: optionalTextOf(values.issueDate),
      showUntil: showUntilOf(values),
      newFile: fileOf(values.document),
    }),
    validate: allOf(
      required(['title'], 'validation.title'),
      fileNeeded('document', (record) => record.file),
    ),
    showsServerMessage: true,
  };
}

export const noticeSection = councilDocumentSection('notice');
export const circularSection = councilDocumentSection('circular');
export const officeOrderSection = councilDocumentSection('officeOrder');
