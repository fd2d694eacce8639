import { useId, type ReactNode } from 'react';
import { useTranslation } from '@council/i18n';
import '../i18n/registerUiTexts';
import './Modal.css';
import { useModalDialog } from './useModalDialog';

interface ModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Bootstrap's modal widths: 'lg' or 'xl' for wide content. */
  size?: 'lg' | 'xl';
  /** The close button's name where 'Close' alone would not say what closes. */
  closeLabel?: string;
}

/** A titled modal dialog with a close button (see useModalDialog for how it behaves). */
export function Modal({ title, open, onClose, children, size, closeLabel }: ModalProps) {
  const { t } = useTranslation('ui');
  const { dialog, onCancel } = useModalDialog(open, onClose);
  const titleId = useId();

  return (
    // A click on the backdrop closes, as people expect; Escape (onCancel) is its keyboard twin.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={`council-modal${size ? ` council-modal-${size}` : ''}`}
      // Named by its title only while open, when the title is there. It also keeps a page whose
      // first screen came from the server right: useId differs between the server's render of a
      // screen (a root of its own) and the browser's (inside the shell), and hydration keeps the
      // server's attributes, so an id rendered while closed would name a title that never exists.
      aria-labelledby={open ? titleId : undefined}
      onCancel={onCancel}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
    >
      {open && (
        <div className="council-modal-content">
          <header className="council-modal-header">
            <h2 id={titleId} className="h5 mb-0">
              {title}
            </h2>
            <button
              type="button"
              className="btn-close"
              aria-label={closeLabel ?? t('modal.close')}
              onClick={onClose}
            />
          </header>
          <div className="council-modal-body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
