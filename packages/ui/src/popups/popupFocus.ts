/**
 * Where focus is while a popup is open, and where it goes after. sweetalert2 listens for Enter,
 * Escape and Tab on the popup itself and hides the page from screen readers, so focus left on
 * the page behind (a form that re-renders as the popup opens takes it back) leaves a keyboard
 * user stranded: nothing answers, and OK is 8 Tabs away through hidden fields (issue 25).
 */

/** Where focus goes when the popup closes and the control that opened it is gone. */
export type FocusAfter = () => HTMLElement | null | undefined;

/** The element that has focus now, when it is a control of the page (not the page itself). */
export function focusedControl(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * Keeps focus inside `popup` until the returned function is called: focus now on its first
 * button unless already inside, and back there whenever something on the page takes it.
 */
export function holdFocusIn(popup: HTMLElement): () => void {
  const home = () => popup.querySelector<HTMLElement>('.swal2-confirm') ?? popup;
  // On the popup's own box, Enter does nothing: its button is where the answer is given.
  const active = document.activeElement;
  if (active === popup || !popup.contains(active)) home().focus();
  const pullBack = (event: FocusEvent) => {
    if (event.target instanceof Node && !popup.contains(event.target)) home().focus();
  };
  document.addEventListener('focusin', pullBack);
  return () => document.removeEventListener('focusin', pullBack);
}

/**
 * Back to the control that opened the popup while it is still on the page, else to `after`'s
 * (after a delete its row is gone: the next row, or the list's heading).
 */
export function giveFocusBack(opener: HTMLElement | null, after?: FocusAfter): void {
  const target = opener?.isConnected ? opener : after?.();
  target?.focus();
}
