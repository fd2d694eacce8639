// Files travel as base64 in the contract (SPEC.md section 7).

/** The image's type from its first bytes: JPEG, PNG or WebP; JPEG when unknown, as the contract sends. */
export function imageType(base64: string): 'image/jpeg' | 'image/png' | 'image/webp' {
  if (base64.startsWith('iVBORw0KGgo')) return 'image/png';
  if (base64.startsWith('UklGR')) return 'image/webp';
  return 'image/jpeg';
}

/** A data URL for an <img>, or null when there is no image. A value that already is a URL is kept. */
export function imageSrc(base64: string | null | undefined): string | null {
  if (!base64) return null;
  if (base64.startsWith('data:') || /^https?:\/\//.test(base64)) return base64;
  return `data:${imageType(base64)};base64,${base64}`;
}

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
