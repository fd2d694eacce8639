import { useTranslation } from '@council/i18n';
import { FileField, StoredImage } from '@council/ui';
import { useObjectUrl } from '../files';
import { fileOf } from '../formValues';
import type { FieldProps } from './fieldProps';

interface PhotoFieldProps extends FieldProps {
  /** False where the form says what photos it takes once for all of them (the desk's). */
  hint?: false;
}

/** A photo picker with a preview of at most 100x100: the chosen photo, else the stored one. */
export function PhotoField(props: PhotoFieldProps) {
  const { id, label, field, value, onChange, storedFile, error, hint } = props;
  const { t } = useTranslation('admin-console');
  // A refused file (its message stands) is not previewed.
  const chosen = useObjectUrl(error ? null : fileOf(value));
  return (
    <FileField
      id={id}
      label={label}
      kind="photo"
      name={field.name}
      required={field.required}
      error={error}
      hint={hint}
      onChange={onChange}
    >
      {chosen ? (
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
      )}
    </FileField>
  );
}
