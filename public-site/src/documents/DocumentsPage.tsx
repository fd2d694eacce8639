import { useTranslation } from '@council/i18n';
import '../i18n/registerPublicSiteTexts';

export type DocumentsKind = 'notice' | 'circular' | 'latestNews' | 'officeOrder';

export default function DocumentsPage({ kind }: { kind: DocumentsKind }) {
  const { t } = useTranslation('public-site');
  return (
    <section className="container py-4">
      <h1>{t(`documents.${kind}.title`)}</h1>
    </section>
  );
}
