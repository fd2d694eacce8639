import type { StoredFile } from '@council/api-client';
import type { FieldDeclaration, FieldValue } from '../types';

/** What every field renderer gets from the form. */
export interface FieldProps {
  id: string;
  label: string;
  field: Omit<FieldDeclaration<unknown>, 'stored'>;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  /** The record's stored file (by URL), for photo and document previews when editing. */
  storedFile: StoredFile | null;
}
