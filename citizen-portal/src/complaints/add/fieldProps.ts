import type { ComplaintDraft, ComplaintField, DraftField } from './complaintDraft';

/** What the form gives its field groups: the draft, its errors and how to change it. */
export interface FieldGroupProps {
  idOf: (field: string) => string;
  draft: ComplaintDraft;
  errorOf: (field: ComplaintField) => string | undefined;
  onChange: (field: DraftField, value: string) => void;
}

/** The props every field of the draft takes, its label said by `label`. */
export function fieldProps(
  { idOf, draft, errorOf, onChange }: FieldGroupProps,
  field: DraftField,
  label: string,
) {
  return {
    id: idOf(field),
    label,
    value: draft[field],
    error: errorOf(field),
    onChange: (value: string) => onChange(field, value),
  };
}
