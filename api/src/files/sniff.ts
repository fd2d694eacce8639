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

function startsWith(content: Buffer, bytes: number[]): boolean {
  return content.length >= bytes.length && bytes.every((byte, i) => content[i] === byte);
}

function ascii(content: Buffer, from: number, to: number): string {
  return content.length >= to ? content.toString('latin1', from, to) : '';
}
