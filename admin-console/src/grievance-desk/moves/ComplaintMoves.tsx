import { useEffect, useId, useRef, useState } from 'react';
import { httpStatus, type DeskComplaint } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { apiErrorMessage } from '@council/shared-auth';
import { showError, showSuccess } from '@council/ui';
import { AssignForm } from './AssignForm';
import type { MoveFormProps } from './MoveForm';
import { ReasonForm } from './ReasonForm';
import { ResolveForm } from './ResolveForm';
import { DESK_MOVES, useDeskMove, type DeskMove } from './useDeskMove';

interface Props {
  complaint: DeskComplaint;
  /** After a move: the page takes the focus back to the complaint (its buttons have changed). */
  afterMove: () => void;
}

/** What the server says of a field the form sent: shown by the field, not in a popup. */
const FIELD_REFUSALS = new Set([400, 413, 415]);

/**
 * The moves this person may make on the complaint now (the API's allowedActions), one button
 * each, and the form of the one chosen. Every move names the complaint's version: when someone
 * else acted first the API says so (409), the message stays above the buttons and the complaint
 * is read again, so what is shown is what is true.
 */
export function ComplaintMoves({ complaint, afterMove }: Props) {
  const { t } = useTranslation('admin-console');
  const headingId = useId();
  const [open, setOpen] = useState<DeskMove | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const buttons = useRef<Partial<Record<DeskMove, HTMLButtonElement | null>>>({});
  const alert = useRef<HTMLDivElement>(null);
  const { move, refresh } = useDeskMove(complaint.id);
  const allowed = DESK_MOVES.filter((name) => complaint.allowedActions.includes(name));

  useEffect(() => {
    if (conflict) alert.current?.focus();
  }, [conflict]);

  const perform: MoveFormProps['perform'] = async (send, done, fieldError) => {
    let after: DeskComplaint;
    try {
      after = await move.mutateAsync(send);
    } catch (error) {
      const status = httpStatus(error);
      const message = apiErrorMessage(error, t('desk.moves.failed'));
      if (status === 409) {
        setOpen(null);
        setConflict(message);
        void refresh();
      } else if (status !== null && FIELD_REFUSALS.has(status)) {
        fieldError(message);
      } else {
        void showError({ title: t('editor.errorTitle'), text: message });
      }
      return;
    }
    setOpen(null);
    setConflict(null);
    // Before the popup: it gives the focus back to where it was when it opened.
    afterMove();
    void showSuccess({ title: t('editor.successTitle'), text: done(after) });
  };

  const cancel = () => {
    const was = open;
    setOpen(null);
    if (was) buttons.current[was]?.focus();
  };

  const formProps: MoveFormProps = { complaint, perform, busy: move.isPending, onCancel: cancel };
  return (
    <section className="desk-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5">
        {t('desk.moves.title')}
      </h2>
      {conflict && (
        <div ref={alert} role="alert" tabIndex={-1} className="alert alert-warning desk-alert">
          <p className="mb-1">{conflict}</p>
          <p className="mb-0">{t('desk.moves.reloaded')}</p>
        </div>
      )}
      {allowed.length === 0 ? (
        <p className="mb-0">{t('desk.moves.none')}</p>
      ) : (
        <div className="desk-moves">
          {allowed.map((name) => (
            <button
              key={name}
              ref={(button) => {
                buttons.current[name] = button;
              }}
              type="button"
              className={open === name ? 'btn btn-primary' : 'btn btn-outline-primary'}
              aria-expanded={open === name}
              disabled={move.isPending}
              onClick={() => setOpen(name)}
            >
              {t(`desk.moves.${name}.button`)}
            </button>
          ))}
        </div>
      )}
      {(open === 'assign' || open === 'reassign') && (
        <AssignForm key={open} move={open} {...formProps} />
      )}
      {(open === 'reject' || open === 'hide' || open === 'show') && (
        <ReasonForm key={open} move={open} {...formProps} />
      )}
      {open === 'resolve' && <ResolveForm {...formProps} />}
    </section>
  );
}
