import { useRef, useState } from 'react';
import { useTranslation } from '@council/i18n';
import { showSuccess } from '@council/ui';
import '../i18n/registerAdminConsoleTexts';
import { EditorForm } from './EditorForm';
import { EditorTable } from './EditorTable';
import { recordNameOf } from './recordName';
import { rowControlNear } from './rowControlNear';
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
  const box = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const nameOf = (record: Entity) => recordNameOf(section, record, t);

  const showForm = (record: Entity | undefined, values?: FormValues) =>
    setForm((before) => ({ record, key: before.key + 1, ...(values && { values }) }));

  async function remove(record: Entity) {
    // SPEC.md section 5: a browser confirmation before any delete; it names the record, so
    // that nobody deletes another row than the one they meant.
    const question = t(`${texts}.confirmDelete`);
    if (!window.confirm(t('editor.confirmDeleteNamed', { question, name: nameOf(record) }))) {
      return;
    }
    const row = records.findIndex((listed) => listed.id === record.id);
    try {
      // Resolves once the list has reloaded without the record.
      await removing.mutateAsync(record.id);
      void showSuccess({
        title: t('editor.deletedTitle'),
        text: t(`${texts}.deleted`),
        // The row and its button are gone: on to the row now in its place, else the heading.
        focusAfter: () => rowControlNear(box.current, row) ?? heading.current,
      });
      if (form.record?.id === record.id) showForm(undefined);
    } catch (error) {
      const fallback = t(`${texts}.deleteFailed`);
      showFailure(t('editor.errorTitle'), error, fallback, section.showsServerMessage);
    }
  }

  return (
    <section className="admin-section" ref={box}>
      <div className="admin-section-head">
        <h1 className="h3 mb-0" ref={heading} tabIndex={-1}>
          {t(`${texts}.title`)}
        </h1>
        <button type="button" className="btn btn-primary" onClick={() => showForm(undefined)}>
          {t(`${texts}.createNew`)}
        </button>
      </div>
      <EditorTable
        texts={texts}
        columns={section.columns}
        nameOf={nameOf}
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
