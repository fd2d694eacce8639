// Building the multipart bodies of SPEC.md section 7. Empty values travel as '' (the form
// inputs' own value) so that a backend that binds every listed field finds each one.

/** SPEC.md section 9: uploaded images are jpeg files named photo.jpg. */
export const PHOTO_FILE_NAME = 'photo.jpg';

/** The path field beside an image: 'photo.jpg' when one is attached, else 'NA' ("keep"). */
export const photoPath = (photo: File | null): string => (photo ? PHOTO_FILE_NAME : 'NA');

export function multipart(
  fields: Record<string, string | number | boolean | null>,
  files: Array<[field: string, file: File | null, fileName?: string]> = [],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    form.append(name, value === null ? '' : String(value));
  for (const [name, file, fileName] of files) {
    if (file) form.append(name, file, fileName ?? file.name);
  }
  return form;
}
