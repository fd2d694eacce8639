import { useTranslation } from '@council/i18n';
import { StoredImage } from '@council/ui';
import { useObjectUrl } from '../files';
import { fileOf } from '../formValues';
import type { FieldProps } from './fieldProps';
import { FileField } from './FileField';

/** A photo picker with a preview of at most 100x100: the chosen photo, else the stored one. */
export function PhotoField(props: FieldProps & { error?: string | undefined }) {
  const { id, label, field, value, onChange, storedFile, error } = props;
  const { t } = useTranslation('admin-console');
  const chosen = useObjectUrl(fileOf(value));
  return (
    <FileField
      id={id}
      label={label}
      field={field}
      onChange={onChange}
      error={error}
      accept="image/jpeg,image/png,image/webp"
      preview={
        chosen ? (
          <img className="admin-photo-preview" src={chosen} alt={t('editor.chosenPhoto')} />
        ) : (
          storedFile && (
            <StoredImage
              image={storedFile}
              alt={t('editor.storedPhoto')}
              sizes="100px"
              className="admin-photo-preview"
            />
          )
        )
      }
    />
  );
}
