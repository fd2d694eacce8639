import { SectionEditor } from '../editor/SectionEditor';
import { AdminLayout } from '../layout/AdminLayout';
import { aboutSection } from '../sections';

export default function AboutEditorPage() {
  return (
    <AdminLayout>
      <SectionEditor section={aboutSection} />
    </AdminLayout>
  );
}
