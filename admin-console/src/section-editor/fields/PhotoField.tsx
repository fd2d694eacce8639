import { useTranslation } from '@council/i18n';
import { FormField, imageSrc } from '@council/ui';
import { useObjectUrl } from '../files';
import { fileOf } from '../formValues';
import type { FieldProps } from './fieldProps';

/** A photo picker with a preview of at most 100x100: the chosen photo, else the stored one. */
export function PhotoField({ id, label, field, value, onChange, storedFile }: FieldProps) {
  const { t } = useTranslation('admin-console');
  const chosen = useObjectUrl(fileOf(value));
  const preview = chosen ?? imageSrc(storedFile);
  return (
    <FormField id={id} label={label} required={field.required}>
      {() => (
        <>
          <input
            id={id}
            name={field.name}
            className="form-control"
            type="file"
            required={field.required}
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
          {preview && (
            <img
              className="admin-photo-preview"
              src={preview}
              alt={t(chosen ? 'editor.chosenPhoto' : 'editor.storedPhoto')}
            />
          )}
        </>
      )}
    </FormField>
  );
}
