import { useState } from 'react';
import { useTranslation } from '@council/i18n';
import { FormField } from '@council/ui';
import { PHOTO_TYPES, checkPhoto } from './checkPhoto';

interface Props {
  id: string;
  label: string;
  onChange: (photo: File | null) => void;
}

/** An optional photo, refused at once when it is not an image the API takes or is too large. */
export function PhotoInput({ id, label, onChange }: Props) {
  const { t } = useTranslation('citizen-portal');
  const [error, setError] = useState<string>();
  return (
    <FormField id={id} label={label} error={error} hint={t('form.photoHint')}>
      {(control, invalid) => (
        <input
          {...control}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          className={invalid ? 'form-control is-invalid' : 'form-control'}
          onChange={(event) => {
            const photo = event.target.files?.[0] ?? null;
            const problem = photo && checkPhoto(photo);
            if (photo && problem) {
              setError(t(`form.photo.${problem}`, { name: photo.name }));
              // Clear the choice so that the refused file is not what the form seems to hold.
              event.target.value = '';
              onChange(null);
              return;
            }
            setError(undefined);
            onChange(photo);
          }}
        />
      )}
    </FormField>
  );
}
