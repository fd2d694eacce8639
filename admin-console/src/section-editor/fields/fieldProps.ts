import type { FieldDeclaration, FieldValue } from '../types';

/** What every field renderer gets from the form. */
export interface FieldProps {
  id: string;
  label: string;
  field: Omit<FieldDeclaration<unknown>, 'stored'>;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  /** The record's stored file (base64), for photo and document previews when editing. */
  storedFile: string | null;
}
