import { SectionEditor } from '../editor/SectionEditor';
import { AdminLayout } from '../layout/AdminLayout';
import { pressReleaseSection } from '../sections';

export default function PressReleaseEditorPage() {
  return (
    <AdminLayout>
      <SectionEditor section={pressReleaseSection} />
    </AdminLayout>
  );
}
