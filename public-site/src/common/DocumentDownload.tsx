import { downloadPdf } from '@council/ui';
import { useTranslation } from '@council/i18n';
import '../i18n/registerPublicSiteTexts';

interface Props {
  file: string | null;
  /** The document's title: the file is saved as {title or 'document'}.pdf. */
  title: string;
  /** The link text, where the screen names the document (a tender's attachments). */
  label?: string;
}

/** A PDF kept as base64 in the answer, saved on click; 'No Document' when there is none. */
export function DocumentDownload({ file, title, label }: Props) {
  const { t } = useTranslation('public-site');
  if (!file) return <span className="text-muted">{t('common.noDocument')}</span>;
  return (
    <button
      type="button"
      className="btn btn-link p-0 ps-document-link"
      onClick={() => downloadPdf(file, title)}
    >
      <span className="ps-pdf-icon" aria-hidden="true">
        PDF
      </span>{' '}
      {label ?? t('common.download')}
      {label ? null : <span className="visually-hidden"> {title}</span>}
    </button>
  );
}
