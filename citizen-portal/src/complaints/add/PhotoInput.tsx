import { useState } from 'react';
import { useTranslation } from '@council/i18n';
import { PHOTO_TYPES, checkPhoto } from './checkPhoto';
import { FieldError } from './FieldError';

interface Props {
  id: string;
  label: string;
  onChange: (photo: File | null) => void;
}

/** An optional photo, refused at once when it is not an image the API takes or is too large. */
export function PhotoInput({ id, label, onChange }: Props) {
  const { t } = useTranslation('citizen-portal');
  const [error, setError] = useState<string>();
  const hintId = `${id}-hint`;
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${id}-error` : hintId}
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
      <div id={hintId} className="form-text">
        {t('form.photoHint')}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
