import { SectionEditor } from '../section-editor/SectionEditor';
import { AdminLayout } from '../layout/AdminLayout';
import { sliderSection } from './sliderSection';

export default function SliderEditorPage() {
  return (
    <AdminLayout>
      <SectionEditor section={sliderSection} />
    </AdminLayout>
  );
}
