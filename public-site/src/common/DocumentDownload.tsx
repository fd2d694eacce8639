import type { StoredFile } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { DocumentLink, MarkedText, type ReadersText } from '@council/ui';
import '../i18n/registerPublicSiteTexts';

interface Props {
  file: StoredFile | null;
  /**
   * The document's title (in the reader's language, or marked as the other), read after the link
   * text so that each link says which document.
   */
  title: ReadersText;
  /** The link text, where the screen names the document (a tender's attachments). */
  label?: ReadersText;
}

/**
 * A stored PDF, opened by its URL in a new tab, its link ending with the file's format and size
 * ('Download (PDF, 245 KB)', DocumentLink); 'No Document' when there is none.
 */
export function DocumentDownload({ file, title, label }: Props) {
  const { t } = useTranslation('public-site');
  if (!file) return <span className="text-muted">{t('common.noDocument')}</span>;
  return (
    <DocumentLink document={file} title={title.text} className="ps-document-link">
      <span className="ps-pdf-icon" aria-hidden="true">
        PDF
      </span>{' '}
      {label ? <MarkedText {...label} /> : t('common.download')}
      {label ? null : (
        <span className="visually-hidden">
          {' '}
          <MarkedText {...title} />
        </span>
      )}
    </DocumentLink>
  );
}
