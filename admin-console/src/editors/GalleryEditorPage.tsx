import { SectionEditor } from '../editor/SectionEditor';
import { AdminLayout } from '../layout/AdminLayout';
import { gallerySection } from '../sections';

export default function GalleryEditorPage() {
  return (
    <AdminLayout>
      <SectionEditor section={gallerySection} />
    </AdminLayout>
  );
}
