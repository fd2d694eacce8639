import { SectionEditor } from '../section-editor/SectionEditor';
import { AdminLayout } from '../layout/AdminLayout';
import { pressReleaseSection } from './pressReleaseSection';

export default function PressReleaseEditorPage() {
  return (
    <AdminLayout>
      <SectionEditor section={pressReleaseSection} />
    </AdminLayout>
  );
}
