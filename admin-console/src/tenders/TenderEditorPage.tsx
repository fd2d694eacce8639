import { SectionEditor } from '../section-editor/SectionEditor';
import { AdminLayout } from '../layout/AdminLayout';
import { tenderSection } from './tenderSection';

export default function TenderEditorPage() {
  return (
    <AdminLayout>
      <SectionEditor section={tenderSection} />
    </AdminLayout>
  );
}
