import { useMemo } from 'react';
import { useTranslation } from '@council/i18n';
import { base64Blob, useObjectUrl } from '../files';
import { fileOf } from '../formValues';
import type { FieldProps } from './fieldProps';
import { FileField } from './FileField';

/** A PDF picker with a preview frame 150px high: the chosen document, else the stored one. */
export function DocumentField({ id, label, field, value, onChange, storedFile }: FieldProps) {
  const { t } = useTranslation('admin-console');
  const chosen = fileOf(value);
  const stored = useMemo(
    () => (storedFile ? base64Blob(storedFile, 'application/pdf') : null),
    [storedFile],
  );
  const preview = useObjectUrl(chosen ?? stored);
  return (
    <FileField
      id={id}
      label={label}
      field={field}
      onChange={onChange}
      accept="application/pdf,.pdf"
      preview={
        preview && (
          <iframe
            className="admin-document-preview"
            src={preview}
            title={`${t('editor.documentPreview')}: ${label}`}
          />
        )
      }
    />
  );
}
