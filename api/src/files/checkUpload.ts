import sharp from 'sharp';
import { inImageTurn } from './imageTurns';
import type { UploadLimits } from '../config';
import { ClientError } from '../http/errors';
import type { PdfVerdict } from './pdfCheck';
import { checkPdfApart } from './pdfCheckProcess';
import { isImageType, sniffFileType, type FileType } from './sniff';

/** An upload that passed its checks, ready to store. */
export interface CheckedFile {
  mediaType: FileType;
  content: Buffer;
}

/** Images bigger than this many pixels are refused before decoding (decompression bombs). */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Stored images are scaled down to fit this box: enough for a full-width carousel. */
const MAX_STORED_SIDE = 2560;
const MEGABYTE = 1024 * 1024;

/**
 * Checks an image by its bytes (JPEG, PNG or WebP) and re-encodes it in the same format.
 * Re-encoding drops every metadata block (EXIF GPS positions of citizens' photos, comments,
 * embedded thumbnails) and anything hidden after the image data.
 */
export async function checkImage(
  content: Buffer,
  label: string,
  limits: UploadLimits,
): Promise<CheckedFile> {
  if (content.length > limits.imageBytes) {
    throw new ClientError(413, `${label} is larger than ${megabytes(limits.imageBytes)}.`);
  }
  const mediaType = sniffFileType(content);
  if (!isImageType(mediaType)) {
    throw new ClientError(415, `${label} must be a JPEG, PNG or WebP image.`);
  }
  try {
    const image = sharp(content, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .resize({
        width: MAX_STORED_SIDE,
        height: MAX_STORED_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      });
    const format = mediaType === 'image/jpeg' ? 'jpeg' : mediaType === 'image/png' ? 'png' : 'webp';
    return { mediaType, content: await inImageTurn(() => image.toFormat(format).toBuffer()) };
  } catch (error) {
    const tooBig = /pixel limit/i.test(String(error));
    throw new ClientError(
      tooBig ? 413 : 400,
      tooBig ? `${label} has too many pixels.` : `${label} is not a readable image.`,
    );
  }
}

/**
 * Checks a document by its bytes: a PDF (nothing before its header) that the PDF library reads
 * whole, without scripts, automatic actions, attachments or forms that send data (pdfCheck.ts).
 */
export async function checkDocument(
  content: Buffer,
  label: string,
  limits: UploadLimits,
): Promise<CheckedFile> {
  if (content.length > limits.documentBytes) {
    throw new ClientError(413, `${label} is larger than ${megabytes(limits.documentBytes)}.`);
  }
  if (sniffFileType(content) !== 'application/pdf') {
    throw new ClientError(415, 'Invalid document file! Only PDF documents are accepted.');
  }
  const verdict = await checkPdfApart(content);
  if (verdict !== 'accepted') throw new ClientError(415, PDF_REFUSALS[verdict](label));
  return { mediaType: 'application/pdf', content };
}

const PDF_REFUSALS: Record<Exclude<PdfVerdict, 'accepted'>, (label: string) => string> = {
  'active-content': (label) =>
    `${label} contains scripts, automatic actions or attachments, which are not accepted.`,
  'web-page': (label) => `${label} is also a web page (it holds HTML), which is not accepted.`,
  unreadable: (label) => `${label} is not a readable PDF: save it again as a PDF and upload that.`,
  encrypted: (label) =>
    `${label} is protected by a password or encryption: save it without protection and upload it again.`,
  'too-complex': (label) =>
    `${label} is too large or complex a PDF to check: save it again as a simpler PDF (for example by printing it to PDF) and upload that.`,
};

/** Decodes a base64 file sent in a text field, with or without a data: URL prefix. */
export function decodeBase64File(value: string, label: string): Buffer {
  const base64 = value.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 === 1) {
    throw new ClientError(400, `${label} is neither a file nor base64.`);
  }
  return Buffer.from(base64, 'base64');
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / MEGABYTE) * 10) / 10} MB`;
}
