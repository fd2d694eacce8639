// The product owner's popups (sweetalert2), fetched on first use so that screens without a popup
// never download them.

async function sweetAlert() {
  const [{ default: Swal }] = await Promise.all([
    import('sweetalert2/dist/sweetalert2.js'),
    import('sweetalert2/dist/sweetalert2.css'),
  ]);
  return Swal;
}

interface Popup {
  title: string;
  text?: string;
  confirm: string;
}

/** A success popup; resolves when it is closed. */
export async function showSuccess({ title, text, confirm }: Popup): Promise<void> {
  const Swal = await sweetAlert();
  // heightAuto off: the popup must not change the page's own height rules.
  await Swal.fire({ icon: 'success', title, text, confirmButtonText: confirm, heightAuto: false });
}

/** An 'Error' popup with a text to read, e.g. the server's message. */
export async function showError({ title, text, confirm }: Popup): Promise<void> {
  const Swal = await sweetAlert();
  await Swal.fire({ icon: 'error', title, text, confirmButtonText: confirm, heightAuto: false });
}
