import {
  CircularPageItem,
  CircularWire,
  councilDocumentForm,
  councilDocumentFormBody,
  NoticePageItem,
  NoticeWire,
  type CouncilDocumentPrefix,
} from '@council/contract';
import type { TSchema } from '@sinclair/typebox';
import { sql, type Selectable } from 'kysely';
import type { CircularTable } from '../db/schema';
import { ClientError } from '../http/errors';
import { MAX_LONG_TEXT, optionalDate, optionalText } from '../http/formValues';
import type { Form } from '../http/multipartForm';
import { showUntilValue } from '../archive/showUntil';
import { hindiTextValues, hindiTitleFields } from '../sections/hindiTexts';
import { documentFrom, formIdOf, multipartForm } from '../sections/multipartSection';
import type { FileChange, Section } from '../sections/section';

/** Notices, circulars and office orders: a title, a text, an issue date and one PDF. */
type PublishedDocument = Selectable<CircularTable>;

interface DocumentKind {
  table: 'notice' | 'circular' | 'office_order';
  path: string;
  /** The multipart prefix: Notice.title, Circular.Description, OfficeOrder.IssueDate, ... */
  prefix: CouncilDocumentPrefix;
  label: string;
  title: string;
  hasDepartment: boolean;
  /** The contract's schema of one listed document, and of one paged one. */
  wire: TSchema;
  pageItem: TSchema;
  pagedName: 'notices' | 'circulars' | 'officeOrders';
}

const KINDS = {
  notice: {
    table: 'notice',
    path: '/notice',
    prefix: 'Notice',
    label: 'notice',
    title: 'Notice',
    hasDepartment: false,
    wire: NoticeWire,
    pageItem: NoticePageItem,
    pagedName: 'notices',
  },
  circular: {
    table: 'circular',
    path: '/circular',
    prefix: 'Circular',
    label: 'circular',
    title: 'Circular',
    hasDepartment: true,
    wire: CircularWire,
    pageItem: CircularPageItem,
    pagedName: 'circulars',
  },
  officeOrder: {
    table: 'office_order',
    path: '/officeorder',
    prefix: 'OfficeOrder',
    label: 'office order',
    title: 'Office Order',
    hasDepartment: true,
    wire: CircularWire,
    pageItem: CircularPageItem,
    pagedName: 'officeOrders',
  },
} satisfies Record<string, DocumentKind>;

function documentSection(kind: DocumentKind): Section<PublishedDocument, Form> {
  const F = councilDocumentForm(kind.prefix);
  return {
    table: kind.table,
    path: kind.path,
    label: kind.label,
    title: kind.title,
    // Saved as the document's title: 'Water supply timings.pdf'.
    files: [{ column: 'document_file_id', wire: 'filePath', downloadName: (row) => row.title }],
    pagedName: kind.pagedName,
    showUntil: true,
    order: [
      [sql`issue_date is null`, 'asc'],
      ['issue_date', 'desc'],
      ['id', 'desc'],
    ],
    wire: kind.wire,
    pageItem: kind.pageItem,
    ...multipartForm(councilDocumentFormBody(kind.prefix, kind.hasDepartment)),
    idOf: formIdOf(F.id),
    toWire: (row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      titleHindi: row.title_hindi,
      descriptionHindi: row.description_hindi,
      ...(kind.hasDepartment ? { department: row.department } : {}),
      issueDate: row.issue_date,
      showUntil: row.show_until,
    }),
    async parse(form, context, existing) {
      const title = optionalText(form.text(F.title), 'Title');
      if (!title) throw new ClientError(400, 'Title is a required field!');
      const hindi = hindiTextValues((field) => form.text(field), hindiTitleFields(F));
      const base64 = form.text(F.base64) ?? base64Path(form.text(F.filePath));
      const document = await documentFrom(
        form.file(F.file)?.content,
        base64,
        context,
        'The document',
      );
      if (!document && !existing?.document_file_id) {
        throw new ClientError(400, 'Document file is required!');
      }
      const change: FileChange = document ? { replace: document } : 'keep';
      return {
        values: {
          title,
          description: optionalText(form.text(F.description), 'Description', MAX_LONG_TEXT),
          ...hindi,
          ...(kind.hasDepartment
            ? { department: optionalText(form.text(F.department), 'Department') }
            : {}),
          issue_date: optionalDate(form.text(F.issueDate), 'Issue date'),
          ...showUntilValue(form.text(F.showUntil)),
          ...(existing ? {} : { created_at: new Date().toISOString() }),
        },
        files: { document_file_id: change },
      };
    },
  };
}

/** The FilePath field carries the stored document back as base64 on edit, or a name: only
 * the former is a document. */
function base64Path(path: string | undefined): string | undefined {
  return path && (path.startsWith('data:') || path.startsWith('JVBER')) ? path : undefined;
}

export const noticeSection = documentSection(KINDS.notice);
export const circularSection = documentSection(KINDS.circular);
export const officeOrderSection = documentSection(KINDS.officeOrder);
