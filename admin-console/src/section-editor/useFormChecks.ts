import { useTranslation } from '@council/i18n';
import { useFileCheck, type FieldMessages } from '@council/ui';
import { fileOf } from './formValues';
import type { EditorSection, FormValues } from './types';

/**
 * Every message of a section's form, in the reader's words: each chosen photo or document
 * against the API's rules for its kind (checked when picked, and again here), and the section's
 * own checks (SPEC.md section 5). A file's own problem says more than the section's, so it wins.
 */
export function useFormChecks<Entity extends { id: number }, Draft extends { id: number }>(
  section: EditorSection<Entity, Draft>,
) {
  const { t } = useTranslation('admin-console');
  const { problemOf } = useFileCheck();
  return (values: FormValues, record: Entity | undefined): FieldMessages<string> => {
    const messages: FieldMessages<string> = {};
    for (const [name, problem] of Object.entries(section.validate(values, { record }))) {
      if (problem) messages[name] = t(problem.key, problem.values);
    }
    for (const field of section.fields) {
      const file = fileOf(values[field.name]);
      if (!file || (field.kind !== 'photo' && field.kind !== 'document')) continue;
      const problem = problemOf(file, field.kind);
      if (problem) messages[field.name] = problem;
    }
    return messages;
  };
}
