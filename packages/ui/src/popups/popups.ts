// The product owner's popups (sweetalert2), with the texts of SPEC.md passed in by each screen.
// sweetalert2 is fetched on first use, so that screens without a popup never download it.
import { initI18n } from '@council/i18n';
import '../i18n/registerUiTexts';
import { prefersReducedMotion } from '../motion/usePrefersReducedMotion';
import { focusedControl, giveFocusBack, holdFocusIn, type FocusAfter } from './popupFocus';

/**
 * What a popup says; `detail` goes below in small print, `confirm` names its button.
 * `focusAfter` says where focus goes when the popup closes if the control that opened it is no
 * longer on the page (a deleted row's button, a form mounted afresh after its save).
 */
export interface PopupTexts {
  title?: string;
  text?: string;
  detail?: string;
  confirm?: string;
  focusAfter?: FocusAfter;
}

async function sweetAlert() {
  const [{ default: Swal }] = await Promise.all([
    import('sweetalert2/dist/sweetalert2.js'),
    import('sweetalert2/dist/sweetalert2.min.css'),
  ]);
  return Swal.mixin({
    // The council's blue: white on sweetalert2's default violet is too faint for some readers.
    confirmButtonColor: '#0b4f8a',
    // Off: the popup must not change the page's own height rules.
    heightAuto: false,
    // No zoom in and out for a reader who asks for less motion, as the carousel and the ticker
    // start paused for them.
    animation: !prefersReducedMotion(),
  });
}

/**
 * The popup's focus: inside it while it is open, whatever the page behind does meanwhile, and
 * then back where the person was (sweetalert2's own return goes to a control that may be gone).
 */
function focusOptions(focusAfter: FocusAfter | undefined) {
  // Taken now, before sweetalert2 is fetched: by then the page may have moved focus elsewhere.
  const opener = focusedControl();
  let release = () => {};
  return {
    returnFocus: false,
    didOpen: (popup: HTMLElement) => {
      release = holdFocusIn(popup);
    },
    didClose: () => {
      release();
      giveFocusBack(opener, focusAfter);
    },
    didDestroy: () => release(),
  };
}

function optionsOf({ title, text, detail, confirm, focusAfter }: PopupTexts) {
  const footer = document.createElement('span');
  footer.textContent = detail ?? ''; // text, never HTML: the server's words are not markup
  return {
    ...focusOptions(focusAfter),
    title,
    text,
    ...(detail ? { footer } : {}),
    // sweetalert2's own button says 'OK' in English whatever the page's language.
    confirmButtonText: confirm ?? initI18n().t('popups.ok', { ns: 'ui' }),
  };
}

/** A success popup (e.g. 'Success' and the section's own text); resolves when it is closed. */
export async function showSuccess(texts: PopupTexts): Promise<void> {
  const options = optionsOf(texts);
  await (await sweetAlert()).fire({ icon: 'success', ...options });
}

/** An 'Error' popup with a text to read, e.g. the server's message. */
export async function showError(texts: PopupTexts): Promise<void> {
  const options = optionsOf(texts);
  await (await sweetAlert()).fire({ icon: 'error', ...options });
}

/** A plain notice, e.g. for menu entries that have no screen yet. */
export async function showInfo(texts: PopupTexts): Promise<void> {
  const options = optionsOf(texts);
  await (await sweetAlert()).fire({ icon: 'info', ...options });
}

/** A question with two answers; resolves true when the person confirms. */
export async function showConfirm(texts: PopupTexts & { cancel: string }): Promise<boolean> {
  // Built before sweetalert2 is fetched: it notes the control that asked (see focusOptions).
  const options = optionsOf(texts);
  const answer = await (
    await sweetAlert()
  ).fire({
    icon: 'warning',
    showCancelButton: true,
    cancelButtonText: texts.cancel,
    ...options,
  });
  return answer.isConfirmed;
}
