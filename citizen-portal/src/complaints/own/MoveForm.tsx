import { useEffect, useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@council/i18n';
import { FormButtons } from '@council/ui';

interface Props {
  title: string;
  /** What the citizen should know before sending. */
  intro?: ReactNode;
  submitText: string;
  sending: boolean;
  /** Why the last try did not go through, when it is no field's fault. */
  failure: string | undefined;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** The frame of a move's form: its heading, what to know, the fields, Send and Cancel. */
export function MoveForm(props: Props) {
  const { title, intro, submitText, sending, failure, onSubmit, onCancel, children } = props;
  const { t } = useTranslation('citizen-portal');
  const headingId = useId();
  // The form opens below its button: take the reader there.
  useEffect(() => document.getElementById(headingId)?.focus(), [headingId]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} className="card card-body mb-3">
      <h3 id={headingId} className="h5" tabIndex={-1}>
        {title}
      </h3>
      {intro && <p>{intro}</p>}
      {children}
      {failure && (
        <p role="alert" className="alert alert-danger">
          {failure}
        </p>
      )}
      {sending && <p role="status">{t('own.sending')}</p>}
      <FormButtons
        submitText={submitText}
        cancelText={t('own.cancel')}
        busy={sending}
        onCancel={onCancel}
      />
    </form>
  );
}
