import { useTranslation } from '@council/i18n';
import '../i18n/registerPublicSiteTexts';

export default function PhotoGalleryPage() {
  const { t } = useTranslation('public-site');
  return (
    <section className="container py-4">
      <h1>{t('photoGallery.title')}</h1>
    </section>
  );
}
