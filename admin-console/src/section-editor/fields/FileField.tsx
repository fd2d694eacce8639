import { FormField } from '@council/ui';
import type { ReactNode } from 'react';
import type { FieldProps } from './fieldProps';

interface FileFieldProps extends Pick<FieldProps, 'id' | 'label' | 'field' | 'onChange'> {
  /** The server's refusal of the file, shown by the field (the grievance desk's photos). */
  error?: string | undefined;
  /** The file types the picker offers. */
  accept: string;
  /** What was chosen, else what is stored; nothing when there is neither. */
  preview: ReactNode;
}

/** A file picker with its preview under it, shared by the photo and document fields. */
export function FileField(props: FileFieldProps) {
  const { id, label, field, onChange, error, accept, preview } = props;
  return (
    <FormField id={id} label={label} required={field.required} error={error}>
      {(control, invalid) => (
        <>
          <input
            {...control}
            name={field.name}
            className={invalid ? 'form-control is-invalid' : 'form-control'}
            type="file"
            required={field.required}
            accept={accept}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
          {preview}
        </>
      )}
    </FormField>
  );
}
