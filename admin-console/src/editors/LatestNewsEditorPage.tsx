import { SectionEditor } from '../editor/SectionEditor';
import { AdminLayout } from '../layout/AdminLayout';
import { latestNewsSection } from '../sections';

export default function LatestNewsEditorPage() {
  return (
    <AdminLayout>
      <SectionEditor section={latestNewsSection} />
    </AdminLayout>
  );
}
