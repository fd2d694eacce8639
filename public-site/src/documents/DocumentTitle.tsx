import type { StoredFile } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { DocumentLink, MarkedText, type ReadersText } from '@council/ui';
import '../i18n/registerPublicSiteTexts';

/**
 * A document's title, in the reader's language or marked as the other one: a link that opens its
 * PDF where it has one, its words alone where not.
 */
export function DocumentTitle({ title, file }: { title: ReadersText; file: StoredFile | null }) {
  const { t } = useTranslation('public-site');
  if (!file) return <MarkedText {...title} />;
  // The format is part of the link's name from its content, not an aria-label: a title in the
  // other language keeps its own `lang` for the screen reader.
  return (
    <DocumentLink document={file} title={title.text}>
      <MarkedText {...title} />
      <span className="visually-hidden"> {t('documents.format')}</span>
    </DocumentLink>
  );
}
