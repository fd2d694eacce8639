import { httpStatus, type LastUpdatedPart } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { usePageParam } from '@council/ui';
import { PageFrame } from '../common/PageFrame';
import { pagingOf } from '../common/pagingOf';
import { StatusLine } from '../common/StatusLine';
import { DocumentTable } from './DocumentTable';
import { DOCUMENT_KINDS, type DocumentsKind } from './documentKinds';
import '../i18n/registerPublicSiteTexts';

export type { DocumentsKind };

/** What each list shows, for its "Last updated" line. */
const PARTS = {
  notice: 'notices',
  circular: 'circulars',
  officeOrder: 'officeOrders',
  latestNews: 'latestNews',
} as const satisfies Record<DocumentsKind, LastUpdatedPart>;

/**
 * /notice, /circulars, /officeorder and /latestnews: one screen, one table, each with its texts,
 * by page (?page=n).
 */
export default function DocumentsPage({ kind }: { kind: DocumentsKind }) {
  const { t } = useTranslation('public-site');
  const { useRows, columns } = DOCUMENT_KINDS[kind];
  const page = usePageParam();
  const list = useRows({ page });
  const text = (key: string) => t(`documents.${kind}.${key}`);
  const rows = list.data?.items ?? [];
  return (
    <PageFrame title={text('title')} lastUpdated={[PARTS[kind]]}>
      {list.isPending && <StatusLine kind="loading">{text('loading')}</StatusLine>}
      {list.isError && (
        <StatusLine kind="error">
          {httpStatus(list.error) === 404 ? text('notFound') : text('failed')}
        </StatusLine>
      )}
      {list.isSuccess && rows.length === 0 && page === 1 && (
        <StatusLine kind="empty">{text('empty')}</StatusLine>
      )}
      {list.isSuccess && (rows.length > 0 || page > 1) && (
        <DocumentTable
          kind={kind}
          caption={text('title')}
          columns={columns}
          rows={rows}
          paging={pagingOf(page, list.data, text('pages'))}
        />
      )}
    </PageFrame>
  );
}
