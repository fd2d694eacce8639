import { useQuery, type UseQueryResult } from '@council/query';
import { publicQueries, type NewsItem } from '@council/api-client';

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
  /** The kind's read: a hook, so that each kind keeps its own query options and cache entry. */
  useRows: () => UseQueryResult<DocumentRow[]>;
  columns: DocumentColumn[];
}

const newsRows = (news: NewsItem[]): DocumentRow[] =>
  news.map(({ id, title, description }) => ({ id, title, description }));

/** SPEC.md 2: notice has id, title, description, issue date and file; circular and office order add department; latest news has id, title and description. */
export const DOCUMENT_KINDS: Record<DocumentsKind, KindSetup> = {
  notice: {
    useRows: () => useQuery(publicQueries.notices()),
    columns: ['id', 'title', 'description', 'issueDate', 'file'],
  },
  circular: {
    useRows: () => useQuery(publicQueries.circulars()),
    columns: ['id', 'title', 'description', 'department', 'issueDate', 'file'],
  },
  officeOrder: {
    useRows: () => useQuery(publicQueries.officeOrders()),
    columns: ['id', 'title', 'description', 'department', 'issueDate', 'file'],
  },
  latestNews: {
    useRows: () => useQuery({ ...publicQueries.latestNews(), select: newsRows }),
    columns: ['id', 'title', 'description'],
  },
};
