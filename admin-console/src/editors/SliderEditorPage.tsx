import { SectionEditor } from '../editor/SectionEditor';
import { AdminLayout } from '../layout/AdminLayout';
import { sliderSection } from '../sections';

export default function SliderEditorPage() {
  return (
    <AdminLayout>
      <SectionEditor section={sliderSection} />
    </AdminLayout>
  );
}
