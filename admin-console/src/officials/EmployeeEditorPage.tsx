import { SectionEditor } from '../section-editor/SectionEditor';
import { AdminLayout } from '../layout/AdminLayout';
import { employeesSection } from './employeesSection';

export default function EmployeeEditorPage() {
  return (
    <AdminLayout>
      <SectionEditor section={employeesSection} />
    </AdminLayout>
  );
}
