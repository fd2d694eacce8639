import { useEffect, useId, useRef, useState } from 'react';
import type { CitizenComplaint } from '@council/api-client';
import { useTranslation } from '@council/i18n';
import { AcceptForm } from './AcceptForm';
import { TextMoveForm } from './TextMoveForm';
import { useComplaintMove } from './useComplaintMove';

/** The citizen's moves, in the order they are offered. */
const CITIZEN_MOVES = ['reopen', 'accept', 'remind'] as const;
type Move = (typeof CITIZEN_MOVES)[number];

interface Notice {
  kind: 'done' | 'refused';
  text: string;
}

/**
 * What the citizen may do with their complaint now: a button for each move the API allows (it
 * decides: complaint-rules' allowedActions), opening that move's form. What came of the last
 * move is said above them; a refusal reloads the complaint, whose buttons then follow.
 */
export function ComplaintMoves({ complaint }: { complaint: CitizenComplaint }) {
  const { t } = useTranslation('citizen-portal');
  const headingId = useId();
  const [open, setOpen] = useState<Move | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const say = (next: Notice) => {
    setOpen(null);
    setNotice(next);
  };
  // Once the form is gone, the reader is taken to what came of it.
  useEffect(() => noticeRef.current?.focus(), [notice]);
  const { send, sending } = useComplaintMove(complaint.id, (message) =>
    say({ kind: 'refused', text: t('own.refused', { message }) }),
  );
  const allowed = CITIZEN_MOVES.filter((move) => complaint.allowedActions.includes(move));
  if (allowed.length === 0 && notice === null) return null;

  const formProps = {
    complaint,
    send,
    sending,
    onDone: (text: string) => say({ kind: 'done', text }),
    onCancel: () => {
      // Back to the button that opened the form, which stays.
      document.getElementById(`${headingId}-${open}`)?.focus();
      setOpen(null);
    },
  };
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="h5">
        {t('own.moves')}
      </h2>
      {notice && (
        <p
          ref={noticeRef}
          tabIndex={-1}
          role={notice.kind === 'done' ? 'status' : 'alert'}
          className={`alert ${notice.kind === 'done' ? 'alert-success' : 'alert-warning'}`}
        >
          {notice.text}
        </p>
      )}
      {allowed.length > 0 && (
        <div className="d-flex flex-wrap gap-2 mb-3">
          {allowed.map((move) => (
            <button
              key={move}
              id={`${headingId}-${move}`}
              type="button"
              className="btn btn-outline-primary"
              aria-expanded={open === move}
              onClick={() => {
                setNotice(null);
                setOpen(move);
              }}
            >
              {t(`own.${move}.open`)}
            </button>
          ))}
        </div>
      )}
      {open === 'accept' && <AcceptForm key="accept" {...formProps} />}
      {(open === 'reopen' || open === 'remind') && (
        <TextMoveForm key={open} action={open} {...formProps} />
      )}
    </section>
  );
}
