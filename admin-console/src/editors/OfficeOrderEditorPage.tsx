import { SectionEditor } from '../editor/SectionEditor';
import { AdminLayout } from '../layout/AdminLayout';
import { officeOrderSection } from '../sections';

export default function OfficeOrderEditorPage() {
  return (
    <AdminLayout>
      <SectionEditor section={officeOrderSection} />
    </AdminLayout>
  );
}
