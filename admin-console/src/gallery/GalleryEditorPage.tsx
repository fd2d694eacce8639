import { SectionEditor } from '../section-editor/SectionEditor';
import { AdminLayout } from '../layout/AdminLayout';
import { gallerySection } from './gallerySection';

export default function GalleryEditorPage() {
  return (
    <AdminLayout>
      <SectionEditor section={gallerySection} />
    </AdminLayout>
  );
}
