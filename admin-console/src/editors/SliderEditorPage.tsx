import { useTranslation } from '@council/i18n';
import { SessionBar } from '@council/ui';
import '../i18n/registerAdminConsoleTexts';

export default function SliderEditorPage() {
  const { t } = useTranslation('admin-console');
  return (
    <section className="container py-4">
      <SessionBar />
      <h1>{t('slider.title')}</h1>
    </section>
  );
}
