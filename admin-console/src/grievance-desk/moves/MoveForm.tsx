import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { DeskComplaint } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { FormButtons } from '@council/ui';
import type { SendMove } from './useDeskMove';

/** What the complaint page gives each move's form. */
export interface MoveFormProps {
  complaint: DeskComplaint;
  /**
   * Sends the move; the page shows what came of it (a success, someone else's change, a
   * failure). The server's refusal of a field comes back to the form, to show by that field.
   */
  perform: (
    send: SendMove,
    done: (after: DeskComplaint) => string,
    fieldError: (message: string) => void,
  ) => Promise<void>;
  busy: boolean;
  onCancel: () => void;
}

interface Props {
  heading: string;
  submitText: string;
  busy: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** The frame of a move's form: its heading (focused as it opens), its fields, Send and Cancel. */
export function MoveForm({ heading, submitText, busy, onSubmit, onCancel, children }: Props) {
  const { t } = useTranslation('admin-console');
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form opens below its button: take the reader there.
  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  return (
    <form
      className="admin-form mt-3"
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="h5">
        {heading}
      </h3>
      <p className="small text-body-secondary">{t('desk.moves.requiredNote')}</p>
      {children}
      <FormButtons
        submitText={busy ? t('editor.saving') : submitText}
        cancelText={t('desk.moves.cancel')}
        busy={busy}
        onCancel={onCancel}
      />
    </form>
  );
}
