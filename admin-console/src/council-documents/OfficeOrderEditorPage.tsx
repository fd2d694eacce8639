import { SectionEditor } from '../section-editor/SectionEditor';
import { AdminLayout } from '../layout/AdminLayout';
import { officeOrderSection } from './councilDocumentSections';

export default function OfficeOrderEditorPage() {
  return (
    <AdminLayout>
      <SectionEditor section={officeOrderSection} />
    </AdminLayout>
  );
}
