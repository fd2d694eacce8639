import { useEffect, useRef, type SyntheticEvent } from 'react';

/**
 * The behaviour every modal of the site shares, on the browser's own <dialog>: while `open`,
 * showModal makes the rest of the page inert (focus stays inside); Escape asks `onClose`; on
 * closing, focus goes back to what opened it.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    element.showModal();
    return () => {
      element.close();
      opener?.focus();
    };
  }, [open]);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // The browser would close the dialog itself; the owner's state decides instead.
    event.preventDefault();
    onClose();
  };

  return { dialog, onCancel };
}
