import type { Tender } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { ExternalLink, MarkedText, type ReadersText, useReadersText } from '@council/ui';
import { DocumentDownload } from '../common/DocumentDownload';
import '../i18n/registerPublicSiteTexts';

/**
 * Up to five attached documents as links with a PDF icon, each saying its format and size; 'No
 * Document' when none is attached.
 */
export function TenderDocuments({ tender }: { tender: Tender }) {
  const { t } = useTranslation('public-site');
  const read = useReadersText();
  const attached = tender.documents
    .map((document, index) => ({ ...document, number: index + 1 }))
    .filter((document) => document.file !== null || /^https?:\/\//.test(document.name ?? ''));
  if (attached.length === 0) return <>{t('tenders.noDocuments')}</>;
  return (
    <ul className="list-unstyled mb-0 ps-tender-documents">
      {attached.map((document) => {
        // Document 1 is titled by the tender's own title, which a clerk may have written in Hindi
        // too; the other documents' titles are English only.
        const named = read({
          en: document.title,
          hi: document.number === 1 ? tender.titleHindi : null,
        });
        const label: ReadersText =
          named.text === ''
            ? { text: t('tenders.documentLabel', { number: document.number }), lang: undefined }
            : named;
        return (
          <li key={document.number}>
            {document.file ? (
              <DocumentDownload file={document.file} title={label} label={label} />
            ) : (
              // A document kept on another site (its address as its name): said so, asked first.
              <ExternalLink href={document.name ?? ''}>
                <span className="ps-pdf-icon" aria-hidden="true">
                  PDF
                </span>{' '}
                <MarkedText {...label} />
              </ExternalLink>
            )}
          </li>
        );
      })}
    </ul>
  );
}
