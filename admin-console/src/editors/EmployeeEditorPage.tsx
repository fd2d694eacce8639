import { useTranslation } from '@council/i18n';
import '../i18n/registerAdminConsoleTexts';

export default function EmployeeEditorPage() {
  const { t } = useTranslation('admin-console');
  return (
    <section className="container py-4">
      <h1>{t('employees.title')}</h1>
    </section>
  );
}
