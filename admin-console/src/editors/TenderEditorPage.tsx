import { useTranslation } from '@council/i18n';
import '../i18n/registerAdminConsoleTexts';

export default function TenderEditorPage() {
  const { t } = useTranslation('admin-console');
  return (
    <section className="container py-4">
      <h1>{t('tender.title')}</h1>
    </section>
  );
}
