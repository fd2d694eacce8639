import { useTranslation } from '@council/i18n';
import { DocumentLink, FileField } from '@council/ui';
import { useObjectUrl } from '../files';
import { fileOf } from '../formValues';
import type { FieldProps } from './fieldProps';

/**
 * A PDF picker. A chosen document is previewed in a frame 150px high; the stored one opens by
 * its URL in the browser's viewer (the API lets no other site frame its files).
 */
export function DocumentField(props: FieldProps) {
  const { id, label, field, value, error, onChange, storedFile } = props;
  const { t } = useTranslation('admin-console');
  // A refused file (its message stands) is not previewed.
  const chosen = useObjectUrl(error ? null : fileOf(value));
  return (
    <FileField
      id={id}
      label={label}
      kind="document"
      name={field.name}
      required={field.required}
      error={error}
      onChange={onChange}
    >
      {chosen ? (
        <iframe
          className="admin-document-preview"
          src={chosen}
          title={`${t('editor.documentPreview')}: ${label}`}
        />
      ) : (
        storedFile && (
          <DocumentLink
            document={storedFile}
            title={label}
            className="admin-stored-document"
            label={`${t('editor.storedDocument')}: ${label}`}
          >
            {t('editor.storedDocument')}
          </DocumentLink>
        )
      )}
    </FileField>
  );
}
