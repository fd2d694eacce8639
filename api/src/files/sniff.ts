/** What an upload really is, judged by its first bytes, never by its name or declared type. */
export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';
export type FileType = ImageType | 'application/pdf';

export function sniffFileType(content: Buffer): FileType | undefined {
  if (startsWith(content, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(content, 0, 4) === 'RIFF' && ascii(content, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(content, 0, 5) === '%PDF-') return 'application/pdf';
  return undefined;
}

export function isImageType(type: FileType | undefined): type is ImageType {
  return type === 'image/jpeg' || type === 'image/png' || type === 'image/webp';
}

/**
 * PDF features that run code or carry other files. A council notice needs none of them,
 * so a document that names one is refused rather than passed on to every citizen.
 */
// Only names long enough not to turn up by chance inside compressed binary streams.
const ACTIVE_PDF_CONTENT = /\/(JavaScript|Launch|EmbeddedFiles?|RichMedia|XFA)\b/g;
/**
 * A PDF is read a window at a time: as one string, a tender's five 5 MB PDFs took 25 MB of the
 * API's heap per upload. Windows overlap by more than the longest name, so none is missed.
 */
const WINDOW_BYTES = 1024 * 1024;
const OVERLAP_BYTES = 32;

export function hasActivePdfContent(content: Buffer): boolean {
  for (let start = 0; ; start += WINDOW_BYTES - OVERLAP_BYTES) {
    const end = Math.min(content.length, start + WINDOW_BYTES);
    const window = content.toString('latin1', start, end);
    const last = end === content.length;
    for (const match of window.matchAll(ACTIVE_PDF_CONTENT)) {
      // A name that ends a window may go on in the next one ('/JavaScriptX'): that one decides.
      if (last || match.index + match[0].length < window.length) return true;
    }
    if (last) return false;
  }
}

function startsWith(content: Buffer, bytes: number[]): boolean {
  return content.length >= bytes.length && bytes.every((byte, i) => content[i] === byte);
}

function ascii(content: Buffer, from: number, to: number): string {
  return content.length >= to ? content.toString('latin1', from, to) : '';
}
