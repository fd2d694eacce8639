import type { StoredFile } from '@council/api-client';
import type { FieldDeclaration, FieldValue } from '../types';

/** What every field renderer gets from the form. */
export interface FieldProps {
  id: string;
  label: string;
  field: Omit<FieldDeclaration<unknown>, 'stored'>;
  value: FieldValue;
  /** The form's message for the field, shown beside it; undefined when it is fine. */
  error: string | undefined;
  /**
   * A new value; for a file, also what is wrong with it when it is not one the API takes
   * (said at once, and the form refuses it again on submit).
   */
  onChange: (value: FieldValue, problem?: string) => void;
  /** The record's stored file (by URL), for photo and document previews when editing. */
  storedFile: StoredFile | null;
}
