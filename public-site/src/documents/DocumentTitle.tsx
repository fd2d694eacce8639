import type { StoredFile } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { DocumentLink } from '@council/ui';
import '../i18n/registerPublicSiteTexts';

/** A document's title: a link that opens its PDF where it has one, its words alone where not. */
export function DocumentTitle({ title, file }: { title: string; file: StoredFile | null }) {
  const { t } = useTranslation('public-site');
  if (!file) return <>{title}</>;
  return (
    <DocumentLink document={file} title={title} label={t('documents.openTitle', { title })}>
      {title}
    </DocumentLink>
  );
}
