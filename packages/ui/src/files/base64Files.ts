// A PDF that came as base64 (a backend with SPEC.md's calls only) is saved from the browser.

/** The file name a downloaded document gets: its title, or 'document', with .pdf. */
export function pdfFileName(title: string | null | undefined): string {
  const name = (title ?? '')
    .trim()
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .trim();
  return `${name || 'document'}.pdf`;
}

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64.replace(/^data:[^,]*,/, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Saves a base64 PDF as {title or 'document'}.pdf. */
export function downloadPdf(base64: string, title: string | null | undefined): void {
  const url = URL.createObjectURL(new Blob([base64ToBytes(base64)], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = pdfFileName(title);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
