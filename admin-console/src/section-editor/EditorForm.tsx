import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@council/i18n';
import {
  ErrorSummary,
  KeptDraftNotice,
  showSuccess,
  UploadProgress,
  useFieldErrors,
  useKeptDraft,
} from '@council/ui';
import { FieldInput } from './fields/FieldInput';
import { emptyValues, fileOf } from './formValues';
import { showFailure } from './showFailure';
import type { EditorSection, FieldValue, FormValues } from './types';
import { useFormChecks } from './useFormChecks';
import { useSaveRecord } from './useSectionRecords';

interface EditorFormProps<Entity extends { id: number }, Draft extends { id: number }> {
  section: EditorSection<Entity, Draft>;
  /** The record chosen by Edit; undefined is create mode (id 0). */
  record: Entity | undefined;
  /** Values restored from a draft kept when the session ended, over the record's (or none). */
  restored?: FormValues;
  /** Moves focus to the form's heading, after 'Create New' or Edit. */
  focusOnShow: boolean;
  onSaved: () => void;
  /** Opens the form afresh on a kept draft: its record (Edit) or none (create), and its values. */
  onRestore: (record: Entity | undefined, values: FormValues) => void;
}

/** What is kept of the form when the session ends under its person (files are not). */
interface EditorDraft<Entity> {
  record: Entity | null;
  values: FormValues;
}

/**
 * The section's form in a 3-column grid: its declared fields, the checks before any call (every
 * message at once, beside its field and in a summary), the save with upload progress, and the
 * popups of the save. It is mounted afresh for each 'Create New' and Edit (its key changes),
 * which empties every input, file inputs included.
 */
export function EditorForm<Entity extends { id: number }, Draft extends { id: number }>({
  section,
  record,
  restored,
  focusOnShow,
  onSaved,
  onRestore,
}: EditorFormProps<Entity, Draft>) {
  const { t } = useTranslation('admin-console');
  const { texts } = section;
  const [unchanged] = useState<FormValues>(() =>
    record ? section.toValues(record) : emptyValues(section.fields),
  );
  const [values, setValues] = useState<FormValues>(() => ({ ...unchanged, ...restored }));
  // The form is the same one for Create New and Edit: the draft remembers which record it was.
  const kept = useKeptDraft<EditorDraft<Entity>>(
    section.texts,
    { record: record ?? null, values },
    (draft) => onRestore(draft.record ?? undefined, draft.values),
    // Restored values are still unsaved: kept again if the session ends once more.
    { unchanged: { record: record ?? null, values: unchanged } },
  );
  const [percent, setPercent] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Ids of the section's own, not useId's: the list and form come rendered from the server, and
  // an id the browser's render makes differently would leave the error summary's links, the
  // messages' aria-describedby and the focus on the first field to fix pointing at nothing.
  const idOf = (name: string) => `${texts}-form-${name}`;
  const errors = useFieldErrors<string>(idOf);
  const problemsOf = useFormChecks(section);

  useEffect(() => {
    if (!focusOnShow) return;
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, [focusOnShow]);

  // A changed field's message goes; a refused file's stands until another is picked.
  const change = (name: string) => (value: FieldValue, problem?: string) => {
    setValues((before) => ({ ...before, [name]: value }));
    errors.set(name, problem);
  };

  const save = useSaveRecord(section);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const order = section.fields.map((field) => field.name);
    if (!errors.report(problemsOf(values, record), order)) return;
    const withFiles = section.fields.some((field) => fileOf(values[field.name]) !== null);
    try {
      await save.mutateAsync({
        draft: section.toDraft(values, record?.id ?? 0, record),
        options: {
          ...(withFiles && {
            onUploadProgress: ({ loaded, total }) => {
              if (total) setPercent(Math.round((loaded * 100) / total));
            },
          }),
        },
      });
      void showSuccess({
        title: t('editor.successTitle'),
        text: t(`${texts}.${record ? 'updated' : 'created'}`),
        // The saved form gives way to an empty one (onSaved): its heading, where the next
        // record starts, by its id, as this form and its button are gone by then.
        focusAfter: () => document.getElementById(idOf('heading')),
      });
      kept.forget();
      onSaved();
    } catch (error) {
      const fallback = t(`${texts}.${record ? 'updateFailed' : 'createFailed'}`);
      showFailure(t('editor.errorTitle'), error, fallback, section.showsServerMessage);
    } finally {
      setPercent(null);
    }
  }

  const saving = save.isPending;
  return (
    <form className="admin-form" noValidate onSubmit={submit} aria-labelledby={idOf('heading')}>
      <h2 id={idOf('heading')} ref={heading} tabIndex={-1} className="h4">
        {t(`${texts}.${record ? 'editHeading' : 'createHeading'}`)}
      </h2>
      <KeptDraftNotice draft={kept} afterAnswer={() => heading.current?.focus()} />
      <ErrorSummary summary={errors.summary} />
      <div className="admin-form-grid">
        {section.fields.map((field) => (
          <FieldInput
            key={field.name}
            id={idOf(field.name)}
            label={t(`${texts}.fields.${field.name}`)}
            field={field}
            value={values[field.name] ?? null}
            error={errors.errorOf(field.name)}
            onChange={change(field.name)}
            storedFile={record && field.stored ? field.stored(record) : null}
          />
        ))}
      </div>
      {percent !== null && <UploadProgress percent={percent} />}
      <button type="submit" className="btn btn-success mt-3" disabled={saving}>
        {saving ? t('editor.saving') : t(`${texts}.${record ? 'updateButton' : 'createButton'}`)}
      </button>
    </form>
  );
}
