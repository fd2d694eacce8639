import { useTranslation } from '@council/i18n';
import '../i18n/registerAdminConsoleTexts';

export default function AboutEditorPage() {
  const { t } = useTranslation('admin-console');
  return (
    <section className="container py-4">
      <h1>{t('about.title')}</h1>
    </section>
  );
}
