import { httpStatus } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { PageFrame } from '../common/PageFrame';
import { StatusLine } from '../common/StatusLine';
import { DocumentTable } from './DocumentTable';
import { DOCUMENT_KINDS, type DocumentsKind } from './documentKinds';
import '../i18n/registerPublicSiteTexts';

export type { DocumentsKind };

/** /notice, /circulars, /officeorder and /latestnews: one screen, one table, each with its texts. */
export default function DocumentsPage({ kind }: { kind: DocumentsKind }) {
  const { t } = useTranslation('public-site');
  const { useRows, columns } = DOCUMENT_KINDS[kind];
  const list = useRows();
  const text = (key: string) => t(`documents.${kind}.${key}`);

  return (
    <PageFrame title={text('title')}>
      {list.isPending && <StatusLine kind="loading">{text('loading')}</StatusLine>}
      {list.isError && (
        <StatusLine kind="error">
          {httpStatus(list.error) === 404 ? text('notFound') : text('failed')}
        </StatusLine>
      )}
      {list.isSuccess && list.data.length === 0 && (
        <StatusLine kind="empty">{text('empty')}</StatusLine>
      )}
      {list.isSuccess && list.data.length > 0 && (
        <DocumentTable caption={text('title')} columns={columns} rows={list.data} />
      )}
    </PageFrame>
  );
}
