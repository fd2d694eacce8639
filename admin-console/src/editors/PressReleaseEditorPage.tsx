import { useTranslation } from '@council/i18n';
import { SessionBar } from '@council/ui';
import '../i18n/registerAdminConsoleTexts';

export default function PressReleaseEditorPage() {
  const { t } = useTranslation('admin-console');
  return (
    <section className="container py-4">
      <SessionBar />
      <h1>{t('pressRelease.title')}</h1>
    </section>
  );
}
