import type { StoredFile } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { DocumentLink } from '@council/ui';
import '../i18n/registerPublicSiteTexts';

interface Props {
  file: StoredFile | null;
  /** The document's title, read after the link text so that each link says which document. */
  title: string;
  /** The link text, where the screen names the document (a tender's attachments). */
  label?: string;
}

/** A stored PDF, opened by its URL in a new tab; 'No Document' when there is none. */
export function DocumentDownload({ file, title, label }: Props) {
  const { t } = useTranslation('public-site');
  if (!file) return <span className="text-muted">{t('common.noDocument')}</span>;
  return (
    <DocumentLink document={file} title={title} className="ps-document-link">
      <span className="ps-pdf-icon" aria-hidden="true">
        PDF
      </span>{' '}
      {label ?? t('common.download')}
      {label ? null : <span className="visually-hidden"> {title}</span>}
    </DocumentLink>
  );
}
