/** What the API accepts for an image (DECISIONS.md): JPEG, PNG or WebP, at most 5 MB. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export type PhotoProblem = 'type' | 'size';

/**
 * Checked in the browser so that a wrong photo is refused before a long upload; the server
 * checks the content again. The declared type is what the browser can tell without reading it.
 */
export function checkPhoto(file: File): PhotoProblem | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > MAX_PHOTO_BYTES) return 'size';
  return null;
}
