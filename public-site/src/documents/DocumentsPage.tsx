import { useTranslation } from '@council/i18n';
import { httpStatus } from '../common/httpStatus';
import { PageSection } from '../common/PageSection';
import { StatusLine } from '../common/StatusLine';
import { useLoaded } from '../common/useLoaded';
import { DocumentTable } from './DocumentTable';
import { DOCUMENT_KINDS, type DocumentsKind } from './documentKinds';
import '../i18n/registerPublicSiteTexts';

export type { DocumentsKind };

/** /notice, /circulars, /officeorder and /latestnews: one screen, one table, each with its texts. */
export default function DocumentsPage({ kind }: { kind: DocumentsKind }) {
  const { t } = useTranslation('public-site');
  const { load, columns } = DOCUMENT_KINDS[kind];
  const list = useLoaded(load);
  const text = (key: string) => t(`documents.${kind}.${key}`);

  return (
    <PageSection title={text('title')}>
      {list.status === 'loading' && <StatusLine kind="loading">{text('loading')}</StatusLine>}
      {list.status === 'failed' && (
        <StatusLine kind="error">
          {httpStatus(list.error) === 404 ? text('notFound') : text('failed')}
        </StatusLine>
      )}
      {list.status === 'ready' && list.value.length === 0 && (
        <StatusLine kind="empty">{text('empty')}</StatusLine>
      )}
      {list.status === 'ready' && list.value.length > 0 && (
        <DocumentTable caption={text('title')} columns={columns} rows={list.value} />
      )}
    </PageSection>
  );
}
