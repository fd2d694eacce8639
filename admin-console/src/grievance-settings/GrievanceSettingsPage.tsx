import { useTranslation } from '@council/i18n';
import '../i18n/registerAdminConsoleTexts';
import { AdminLayout } from '../layout/AdminLayout';
import '../section-editor/SectionEditor.css';
import '../grievance-desk/GrievanceDesk.css';
import { CategoryDays } from './CategoryDays';
import { Holidays } from './Holidays';
import './GrievanceSettings.css';

/**
 * /grievance-settings, 'Grievance Settings' (admins): how many working days each category has to
 * be resolved in, and the council's holidays, which due dates skip.
 */
export default function GrievanceSettingsPage() {
  const { t } = useTranslation('admin-console');
  return (
    <AdminLayout>
      <section className="admin-section">
        <h1 className="h3 mb-3">{t('grievanceSettings.title')}</h1>
        <CategoryDays />
        <Holidays />
      </section>
    </AdminLayout>
  );
}
