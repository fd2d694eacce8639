import { SectionEditor } from '../editor/SectionEditor';
import { AdminLayout } from '../layout/AdminLayout';
import { employeesSection } from '../sections';

export default function EmployeeEditorPage() {
  return (
    <AdminLayout>
      <SectionEditor section={employeesSection} />
    </AdminLayout>
  );
}
