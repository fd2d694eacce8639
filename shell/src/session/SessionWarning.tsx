import './i18n/registerSessionTexts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@council/i18n';
import { useSession } from '@council/shared-auth';
import { useModalDialog } from '@council/ui';

/** The seconds left at which the countdown is read out again, besides when the dialog opens. */
const READ_OUT_AT = [30, 10];
// A mark this close to the opening would be read over the opening's own announcement.
const READ_OUT_GAP = 3;

const secondsLeft = (endsAt: number, now: number) => Math.max(0, Math.ceil((endsAt - now) / 1000));

/** Whole seconds until `endsAt`, ticking at each whole second. */
function useSecondsLeft(endsAt: number): number {
  const [seconds, setSeconds] = useState(() => secondsLeft(endsAt, Date.now()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const now = Date.now();
      setSeconds(secondsLeft(endsAt, now));
      // To the next whole second before the end, so the count does not drift.
      if (endsAt > now) timer = setTimeout(tick, (endsAt - now) % 1000 || 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, [endsAt]);
  return seconds;
}

/** Keeps Tab and Shift+Tab on the dialog's own buttons, going round. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  const buttons = [...event.currentTarget.querySelectorAll('button')].filter(
    (button) => !button.disabled,
  );
  const first = buttons[0];
  const last = buttons[buttons.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const inside = active instanceof Node && event.currentTarget.contains(active);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * "Your session will end in N seconds": an idle session's warning, a minute before it ends
 * (SessionTimer opens it). Stay signed in (or Escape) renews the session; Sign out is the usual
 * sign-out. A session the API has already ended is signed out by the renewal, and the session
 * timer goes to sign-in as at expiry.
 *
 * For screen readers it is an alertdialog, read out with its description when it opens; the
 * countdown on screen is not read out each second, only at 30 and 10 seconds left.
 */
export function SessionWarning({ endsAt }: { endsAt: number }) {
  const { t } = useTranslation('shell');
  const seconds = useSecondsLeft(endsAt);
  const [openedWith] = useState(seconds);
  const [unanswered, setUnanswered] = useState(false);
  const stayButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const countdownId = useId();
  const whyId = useId();

  const stay = async () => {
    setUnanswered(false);
    const renewed = await useSession.getState().renew();
    // Renewed: the timer closes this. Ended: sign-in is on its way. Otherwise the API was silent.
    if (!renewed && useSession.getState().token !== null) setUnanswered(true);
  };
  const { dialog, onCancel } = useModalDialog(true, () => void stay());
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Tab') keepTabInside(event);
    // Escape is Stay signed in. Taken here, before the browser's own cancel, which a browser may
    // not let a page refuse twice in a row: the dialog would close with the session unrenewed.
    if (event.key === 'Escape') {
      event.preventDefault();
      void stay();
    }
  };

  // The browser's showModal moves focus in too; this makes it the button that keeps the work.
  useEffect(() => stayButton.current?.focus(), []);

  const readOut = READ_OUT_AT.filter(
    (mark) => seconds <= mark && mark <= openedWith - READ_OUT_GAP,
  ).at(-1);

  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      className="council-modal"
      aria-labelledby={titleId}
      aria-describedby={`${countdownId} ${whyId}`}
      data-testid="session-warning"
      onCancel={onCancel}
      onKeyDown={onKeyDown}
    >
      <div className="council-modal-content">
        <header className="council-modal-header">
          <h2 id={titleId} className="h5 mb-0">
            {t('session.warning.title')}
          </h2>
        </header>
        <div className="council-modal-body">
          <p id={countdownId} data-testid="session-countdown">
            {t('session.warning.countdown', { count: seconds })}
          </p>
          <p id={whyId}>{t('session.warning.why')}</p>
          <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
            {readOut === undefined ? '' : t('session.warning.left', { count: readOut })}
          </p>
          {unanswered && (
            <p className="text-danger" role="alert">
              {t('session.warning.unanswered')}
            </p>
          )}
          <div className="d-flex gap-2 justify-content-end">
            <button
              ref={stayButton}
              type="button"
              className="btn btn-primary"
              onClick={() => void stay()}
            >
              {t('session.warning.stay')}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => useSession.getState().logout()}
            >
              {t('session.warning.signOut')}
            </button>
          </div>
        </div>
      </div>
    </dialog>
  );
}
