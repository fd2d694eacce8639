import { SectionEditor } from '../editor/SectionEditor';
import { AdminLayout } from '../layout/AdminLayout';
import { tenderSection } from '../sections';

export default function TenderEditorPage() {
  return (
    <AdminLayout>
      <SectionEditor section={tenderSection} />
    </AdminLayout>
  );
}
