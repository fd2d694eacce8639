import { useState } from 'react';
import { useTranslation } from '@council/i18n';
import { showSuccess } from '@council/ui';
import '../i18n/registerAdminConsoleTexts';
import { EditorForm } from './EditorForm';
import { EditorTable } from './EditorTable';
import { showFailure } from './showFailure';
import type { EditorSection, FormValues } from './types';
import { useRemoveRecord, useSectionRecords, useShowPage } from './useSectionRecords';
import './SectionEditor.css';

interface FormState<Entity> {
  record: Entity | undefined;
  /** A new key mounts a new, empty form (Create New) or one filled from the record (Edit). */
  key: number;
  /** What the form opens with instead: a draft kept when the session ended, restored. */
  values?: FormValues;
}

/**
 * One admin editor, from its declaration: title, 'Create New', the list with Edit and Delete,
 * and the form below (SPEC.md section 2, Admin screens).
 */
export function SectionEditor<Entity extends { id: number }, Draft extends { id: number }>({
  section,
}: {
  section: EditorSection<Entity, Draft>;
}) {
  const { t } = useTranslation('admin-console');
  const { texts } = section;
  const { records, page, loading } = useSectionRecords<Entity>(section);
  const removing = useRemoveRecord(section);
  const showPage = useShowPage();
  const [form, setForm] = useState<FormState<Entity>>({ record: undefined, key: 0 });

  const showForm = (record: Entity | undefined, values?: FormValues) =>
    setForm((before) => ({ record, key: before.key + 1, ...(values && { values }) }));

  async function remove(record: Entity) {
    // SPEC.md section 5: a browser confirmation before any delete.
    if (!window.confirm(t(`${texts}.confirmDelete`))) return;
    try {
      // Resolves once the list has reloaded without the record.
      await removing.mutateAsync(record.id);
      void showSuccess({ title: t('editor.deletedTitle'), text: t(`${texts}.deleted`) });
      if (form.record?.id === record.id) showForm(undefined);
    } catch (error) {
      const fallback = t(`${texts}.deleteFailed`);
      showFailure(t('editor.errorTitle'), error, fallback, section.showsServerMessage);
    }
  }

  return (
    <section className="admin-section">
      <div className="admin-section-head">
        <h1 className="h3 mb-0">{t(`${texts}.title`)}</h1>
        <button type="button" className="btn btn-primary" onClick={() => showForm(undefined)}>
          {t(`${texts}.createNew`)}
        </button>
      </div>
      <EditorTable
        texts={texts}
        columns={section.columns}
        records={records}
        page={page}
        loading={loading}
        onEdit={showForm}
        onDelete={(record) => void remove(record)}
      />
      <EditorForm
        key={form.key}
        section={section}
        record={form.record}
        {...(form.values && { restored: form.values })}
        focusOnShow={form.key > 0}
        onRestore={showForm}
        onSaved={() => {
          // A new record comes first in the list (newest first): its page is shown.
          if (!form.record) showPage(1);
          showForm(undefined);
        }}
      />
    </section>
  );
}
