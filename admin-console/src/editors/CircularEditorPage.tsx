import { SectionEditor } from '../editor/SectionEditor';
import { AdminLayout } from '../layout/AdminLayout';
import { circularSection } from '../sections';

export default function CircularEditorPage() {
  return (
    <AdminLayout>
      <SectionEditor section={circularSection} />
    </AdminLayout>
  );
}
