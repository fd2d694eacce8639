import type { EditorSection } from './types';

/**
 * The words that tell one record of a list from the others, for the names of its row's buttons
 * ("Edit notice Water supply shutdown") and the delete question: the section's own choice, else
 * its first text column (the title or name), or its number where the list shows none (the
 * slider's photos).
 */
export function recordNameOf<Entity extends { id: number }, Draft extends { id: number }>(
  section: EditorSection<Entity, Draft>,
  record: Entity,
  t: (key: string, values: { id: number }) => string,
): string {
  const declared = section.recordName?.(record).trim();
  if (declared) return declared;
  for (const column of section.columns) {
    if (column.kind !== 'text') continue;
    const value = column.value(record);
    if (value !== null && String(value).trim() !== '') return String(value).trim();
  }
  return t('editor.numbered', { id: record.id });
}
