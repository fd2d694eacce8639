import { useTranslation } from '@council/i18n';
import { DocumentLink } from '@council/ui';
import { useObjectUrl } from '../files';
import { fileOf } from '../formValues';
import type { FieldProps } from './fieldProps';
import { FileField } from './FileField';

/**
 * A PDF picker. A chosen document is previewed in a frame 150px high; the stored one opens by
 * its URL in the browser's viewer (the API lets no other site frame its files).
 */
export function DocumentField({ id, label, field, value, onChange, storedFile }: FieldProps) {
  const { t } = useTranslation('admin-console');
  const chosen = useObjectUrl(fileOf(value));
  return (
    <FileField
      id={id}
      label={label}
      field={field}
      onChange={onChange}
      accept="application/pdf,.pdf"
      preview={
        chosen ? (
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
        )
      }
    />
  );
}
