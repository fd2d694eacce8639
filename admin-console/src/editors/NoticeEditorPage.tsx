import { SectionEditor } from '../editor/SectionEditor';
import { AdminLayout } from '../layout/AdminLayout';
import { noticeSection } from '../sections';

export default function NoticeEditorPage() {
  return (
    <AdminLayout>
      <SectionEditor section={noticeSection} />
    </AdminLayout>
  );
}
