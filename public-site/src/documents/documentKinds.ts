import { keepPreviousData, useQuery, type UseQueryResult } from '@council/query';
import {
  publicQueries,
  type NewsItem,
  type Page,
  type PageRequest,
  type StoredFile,
} from '@council/api-client';

export type DocumentsKind = 'notice' | 'circular' | 'latestNews' | 'officeOrder';

/** One row of the shared document list; latest news has no department, date or file. */
export interface DocumentRow {
  id: number;
  title: string;
  description: string;
  /** Null where the clerk wrote none: a Hindi reader then reads the English. */
  titleHindi: string | null;
  descriptionHindi: string | null;
  department?: string | null;
  issueDate?: string | null;
  file?: StoredFile | null;
}

export type DocumentColumn = 'id' | 'title' | 'description' | 'department' | 'issueDate' | 'file';

interface KindSetup {
  /** The kind's read of one page: a hook, so that each kind keeps its own query options. */
  useRows: (request: PageRequest) => UseQueryResult<Page<DocumentRow>>;
  columns: DocumentColumn[];
}

const newsRows = (news: Page<NewsItem>): Page<DocumentRow> => ({
  ...news,
  items: news.items.map(({ id, title, description, titleHindi, descriptionHindi }) => ({
    id,
    title,
    description,
    titleHindi,
    descriptionHindi,
  })),
});

// While the next page is on its way, the table keeps the rows it shows (no jump to a loading line).
const paged = { placeholderData: keepPreviousData };

/** SPEC.md 2: notice has id, title, description, issue date and file; circular and office order add department; latest news has id, title and description. */
export const DOCUMENT_KINDS: Record<DocumentsKind, KindSetup> = {
  notice: {
    useRows: (request) => useQuery({ ...publicQueries.notices(request), ...paged }),
    columns: ['id', 'title', 'description', 'issueDate', 'file'],
  },
  circular: {
    useRows: (request) => useQuery({ ...publicQueries.circulars(request), ...paged }),
    columns: ['id', 'title', 'description', 'department', 'issueDate', 'file'],
  },
  officeOrder: {
    useRows: (request) => useQuery({ ...publicQueries.officeOrders(request), ...paged }),
    columns: ['id', 'title', 'description', 'department', 'issueDate', 'file'],
  },
  latestNews: {
    useRows: (request) =>
      useQuery({ ...publicQueries.latestNews(request), select: newsRows, ...paged }),
    columns: ['id', 'title', 'description'],
  },
};
