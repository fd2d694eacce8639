import { SectionEditor } from '../section-editor/SectionEditor';
import { AdminLayout } from '../layout/AdminLayout';
import { aboutSection } from './aboutSection';

export default function AboutEditorPage() {
  return (
    <AdminLayout>
      <SectionEditor section={aboutSection} />
    </AdminLayout>
  );
}
