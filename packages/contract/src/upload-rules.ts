/**
 * What the API takes as an upload by default (DECISIONS.md, "What the server does"): photos
 * JPEG, PNG or WebP of at most 5 MB, documents PDF of at most 20 MB. The API starts from these
 * sizes (a council may raise them: MAX_IMAGE_MB, MAX_DOCUMENT_MB) and checks the content; the
 * forms check them when a file is picked, before a long upload. Plain data: browser bundles
 * import this entry without the schemas.
 */
export const UPLOAD_RULES = {
  photo: {
    mediaTypes: ['image/jpeg', 'image/png', 'image/webp'],
    // A browser that cannot tell a file's type gives none: its name decides then.
    extensions: ['.jpg', '.jpeg', '.png', '.webp'],
    maxMegabytes: 5,
  },
  document: {
    mediaTypes: ['application/pdf'],
    extensions: ['.pdf'],
    maxMegabytes: 20,
  },
} as const;

/** The kinds of file a form takes: a photo or a (PDF) document. */
export type UploadKind = keyof typeof UPLOAD_RULES;
