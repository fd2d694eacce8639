import { publicApi } from '@council/api-client';

export type DocumentsKind = 'notice' | 'circular' | 'latestNews' | 'officeOrder';

/** One row of the shared document list; latest news has no department, date or file. */
export interface DocumentRow {
  id: number;
  title: string;
  description: string;
  department?: string | null;
  issueDate?: string | null;
  file?: string | null;
}

export type DocumentColumn = 'id' | 'title' | 'description' | 'department' | 'issueDate' | 'file';

interface KindSetup {
  load: () => Promise<DocumentRow[]>;
  columns: DocumentColumn[];
}

const loadLatestNews = async (): Promise<DocumentRow[]> =>
  (await publicApi.latestNews()).map(({ id, title, description }) => ({ id, title, description }));

/** SPEC.md 2: notice has id, title, description, issue date and file; circular and office order add department; latest news has id, title and description. */
export const DOCUMENT_KINDS: Record<DocumentsKind, KindSetup> = {
  notice: {
    load: publicApi.notices,
    columns: ['id', 'title', 'description', 'issueDate', 'file'],
  },
  circular: {
    load: publicApi.circulars,
    columns: ['id', 'title', 'description', 'department', 'issueDate', 'file'],
  },
  officeOrder: {
    load: publicApi.officeOrders,
    columns: ['id', 'title', 'description', 'department', 'issueDate', 'file'],
  },
  latestNews: { load: loadLatestNews, columns: ['id', 'title', 'description'] },
};
