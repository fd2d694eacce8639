import { SectionEditor } from '../section-editor/SectionEditor';
import { AdminLayout } from '../layout/AdminLayout';
import { circularSection } from './councilDocumentSections';

export default function CircularEditorPage() {
  return (
    <AdminLayout>
      <SectionEditor section={circularSection} />
    </AdminLayout>
  );
}
