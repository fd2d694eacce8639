import type { StoredFile } from '@council/api-client';

// What a document link says of its file ('PDF, 245 KB'), as GIGW asks: a reader on a slow or
// metered connection knows what opens and how much it costs before following the link.

const KILOBYTE = 1024;
const MEGABYTE = 1024 * 1024;

/** The names readers know formats by (proper names: the same in every language). */
const FORMAT_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.ms-excel': 'XLS',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/zip': 'ZIP',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/svg+xml': 'SVG',
  'text/csv': 'CSV',
  'text/plain': 'TXT',
};

/** A file's format as readers name it: by its media type, else its name's ending; '' if neither says. */
export function formatOf(file: Pick<StoredFile, 'url' | 'mediaType'>): string {
  const mediaType = (file.mediaType || mediaTypeOfDataUrl(file.url)).toLowerCase();
  if (FORMAT_NAMES[mediaType]) return FORMAT_NAMES[mediaType];
  if (file.url.startsWith('data:')) return '';
  const ending = /\.([a-z0-9]{2,5})$/i.exec(file.url.split(/[?#]/)[0] ?? '');
  return ending ? (ending[1] as string).toUpperCase() : '';
}

function mediaTypeOfDataUrl(url: string): string {
  return /^data:([^;,]+)/.exec(url)?.[1] ?? '';
}

/**
 * A file's bytes: as the answer said, else counted from a base64 data: URL (an answer of
 * SPEC.md's calls carries the file itself and no size); null where neither is known.
 */
export function byteSizeOf(file: Pick<StoredFile, 'url' | 'byteSize'>): number | null {
  if (file.byteSize !== null && Number.isFinite(file.byteSize) && file.byteSize >= 0) {
    return file.byteSize;
  }
  const base64 = /^data:[^,]*;base64,(.*)$/s.exec(file.url)?.[1]?.replace(/\s+/g, '');
  if (base64 === undefined) return null;
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((base64.length * 3) / 4) - padding);
}

/** A size as shown: whole kilobytes (at least 1) below 1000 KB, megabytes to one decimal above. */
export interface ShownSize {
  unit: 'kilobytes' | 'megabytes';
  amount: number;
}

/**
 * The rule of the site, as GIGW sites write sizes: '245 KB', '1.2 MB', '12 MB'. Never four digits
 * of kilobytes ('1000 KB' reads as '1 MB'), never '0 KB' for a file that has bytes.
 */
export function shownSize(bytes: number): ShownSize {
  const kilobytes = Math.round(bytes / KILOBYTE);
  if (kilobytes < 1000) return { unit: 'kilobytes', amount: Math.max(1, kilobytes) };
  return { unit: 'megabytes', amount: Math.round((bytes / MEGABYTE) * 10) / 10 };
}

// The site's number style (as its other figures): Latin digits, Indian grouping, one decimal.
const AMOUNT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** An amount in the site's number style: 245, 1.2, 12. */
export function formatAmount(amount: number): string {
  return AMOUNT.format(amount);
}
