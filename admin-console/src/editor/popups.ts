import Swal from 'sweetalert2/dist/sweetalert2.js';
import 'sweetalert2/dist/sweetalert2.min.css';

// The council's blue: white on sweetalert2's default violet is too faint for some readers.
const Popup = Swal.mixin({ confirmButtonColor: '#0b4f8a' });
import { apiErrorMessage } from '@council/shared-auth';

/** A success popup: title 'Success' (or 'Deleted') and the section's own text (SPEC.md 8). */
export function showSuccess(title: string, text: string): void {
  void Popup.fire({ icon: 'success', title, text });
}

/** An error popup: title 'Error'; `detail` goes below in small print when there is one. */
export function showError(title: string, text: string, detail = ''): void {
  const footer = document.createElement('span');
  footer.textContent = detail; // text, never HTML: the server's words are not markup
  void Popup.fire({ icon: 'error', title, text, ...(detail ? { footer } : {}) });
}

/**
 * What a failed save or delete says. Sections that show the server's message (SPEC.md 8: notice,
 * circular, office order, tender) put it in place of their text; the others keep their own
 * text and add the server's reason below it, so an admin still learns that a photo was too big.
 */
export function showFailure(
  title: string,
  error: unknown,
  fallback: string,
  showsServerMessage: boolean,
): void {
  if (showsServerMessage) showError(title, apiErrorMessage(error, fallback));
  else showError(title, fallback, apiErrorMessage(error, ''));
}

/** A plain notice, for menu entries that have no screen yet. */
export function showInfo(text: string): void {
  void Popup.fire({ icon: 'info', text });
}
