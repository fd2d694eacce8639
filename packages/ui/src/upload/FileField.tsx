import { useState, type ReactNode } from 'react';
import { FormField } from '../form/FormField';
import { acceptOf, type UploadKind } from './uploadRules';
import { useFileCheck } from './useFileCheck';

interface FileFieldProps {
  /** The input's id: a form's checks move focus to it and its error summary links to it. */
  id?: string;
  label: ReactNode;
  kind: UploadKind;
  name?: string;
  /** The input's required attribute and the label's star. */
  required?: boolean;
  /** The form's message for the field (a check on submit, or the refusal of the picked file). */
  error?: string | undefined;
  /** Under the input; by default what the field takes ('PDF, at most 20 MB.'), false for none. */
  hint?: ReactNode | false;
  className?: string;
  /**
   * The file picked (null when the choice is emptied) and, when it is not one the API takes,
   * what is wrong with it in the reader's words. A refused file is handed on all the same: the
   * form keeps it, so that its checks on submit refuse it again instead of saving without it.
   */
  onChange: (file: File | null, problem: string | undefined) => void;
  /** Below the input: a preview of the chosen file, or of the stored one. */
  children?: ReactNode;
}

/**
 * A photo or document picker that checks the file as soon as it is picked, by the API's rules
 * for its kind (uploadRules.ts), and says at once what is wrong and what it takes.
 */
export function FileField(props: FileFieldProps) {
  const { id, label, kind, name, required, error, hint, className, onChange, children } = props;
  const { hintOf, problemOf } = useFileCheck();
  // The refusal of a file just picked is read out at once; a check on submit is read out by
  // the form's error summary instead.
  const [refusal, setRefusal] = useState<string>();
  return (
    <FormField
      id={id}
      label={label}
      required={required}
      error={error}
      announceError={error !== undefined && error === refusal}
      hint={hint === false ? undefined : (hint ?? hintOf(kind))}
      className={className}
    >
      {(control, invalid) => (
        <>
          <input
            {...control}
            name={name}
            className={invalid ? 'form-control is-invalid' : 'form-control'}
            type="file"
            required={required}
            accept={acceptOf(kind)}
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              const problem = file ? problemOf(file, kind) : undefined;
              setRefusal(problem);
              onChange(file, problem);
            }}
          />
          {children}
        </>
      )}
    </FormField>
  );
}
