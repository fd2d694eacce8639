import type { ReactNode } from 'react';

interface FormButtonsProps {
  /** The submit button's words; the form may say "Saving…" here while it is busy. */
  submitText: ReactNode;
  cancelText: ReactNode;
  /** While the form is being sent, neither button can be pressed again. */
  busy: boolean;
  /** The submit button's Bootstrap colour. */
  tone?: 'primary' | 'success';
  onCancel: () => void;
}

/** The last row of a form: its submit button and Cancel, which closes it without sending. */
export function FormButtons({
  submitText,
  cancelText,
  busy,
  tone = 'primary',
  onCancel,
}: FormButtonsProps) {
  return (
    <div className="d-flex flex-wrap gap-2">
      <button type="submit" className={`btn btn-${tone}`} disabled={busy}>
        {submitText}
      </button>
      <button
        type="button"
        className="btn btn-outline-secondary"
        disabled={busy}
        onClick={onCancel}
      >
        {cancelText}
      </button>
    </div>
  );
}
