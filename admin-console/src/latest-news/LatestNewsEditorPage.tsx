import { SectionEditor } from '../section-editor/SectionEditor';
import { AdminLayout } from '../layout/AdminLayout';
import { latestNewsSection } from './latestNewsSection';

export default function LatestNewsEditorPage() {
  return (
    <AdminLayout>
      <SectionEditor section={latestNewsSection} />
    </AdminLayout>
  );
}
