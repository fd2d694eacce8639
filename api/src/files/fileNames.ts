/**
 * The names a reader sees when saving a stored file. A name is only a label: the server
 * sanitises whatever name a URL carries and forces the extension of the stored media type, so
 * a name never changes what is served or how a browser treats it.
 */

const EXTENSIONS: Record<string, string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
};
const KNOWN_EXTENSION = /\.(pdf|jpe?g|png|webp)$/i;
/** Long enough for a notice's title; short enough for every file system and header. */
const MAX_NAME_CHARACTERS = 100;

export function extensionOf(mediaType: string): string {
  return EXTENSIONS[mediaType] ?? '.bin';
}

/** Words safe in a file name: no path separators, quotes, control or invisible characters. */
export function sanitiseName(name: string): string {
  const words = name
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/[\\/:*?"<>|%;]/g, ' ')
    .replace(/\.{2,}/g, '.')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(KNOWN_EXTENSION, '');
  // No trailing dot either: with the extension it would make `..`.
  return [...words]
    .slice(0, MAX_NAME_CHARACTERS)
    .join('')
    .replace(/[.\s]+$/, '');
}

/**
 * Whether a URL's name could be one we hand out: never a path (no separators, no `..`) and no
 * control characters. Any other name is a trick, and the answer is 404 as for no file at all.
 */
export function isPlainName(name: string): boolean {
  return !/[\\/]|\.\.|[\p{Cc}]/u.test(name);
}

/**
 * The file name for a stored file: the record's words (or `document`/`photo`) with the media
 * type's extension; a rendition adds its width (`photo-640w.webp`).
 */
export function fileName(mediaType: string, words?: string, renditionWidth?: number): string {
  const base =
    sanitiseName(words ?? '') || (mediaType === 'application/pdf' ? 'document' : 'photo');
  const width = renditionWidth ? `-${renditionWidth}w` : '';
  return `${base}${width}${extensionOf(mediaType)}`;
}

/**
 * `Content-Disposition: inline` with an ASCII fallback and the full name in RFC 5987 form, so
 * that a Hindi title survives in browsers that read `filename*` and something readable is
 * left for those that do not.
 */
export function inlineDisposition(mediaType: string, urlName: string): string {
  const name = fileName(mediaType, urlName);
  const ascii = fileName(mediaType, sanitiseName(urlName).replace(/[^\x20-\x7e]/g, ' '));
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
