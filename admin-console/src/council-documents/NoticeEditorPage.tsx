import { SectionEditor } from '../section-editor/SectionEditor';
import { AdminLayout } from '../layout/AdminLayout';
import { noticeSection } from './councilDocumentSections';

export default function NoticeEditorPage() {
  return (
    <AdminLayout>
      <SectionEditor section={noticeSection} />
    </AdminLayout>
  );
}
