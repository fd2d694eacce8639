import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './values';

/**
 * A smaller copy of a stored image, made by the API on upload: WebP, this many pixels wide.
 * Listed narrowest first.
 */
export const ImageRenditionWire = Type.Object({
  width: Type.Integer({ minimum: 1 }),
  url: Type.String(),
});
export type ImageRenditionWire = Static<typeof ImageRenditionWire>;

/**
 * A stored image or PDF by URL, as the paged calls answer it in place of base64. The URL is
 * relative to the API base (`/api/files/{id}/{digest}/{name}`) and never changes its bytes, so
 * it is cached for a year. Images carry their size in pixels and their renditions.
 */
export const StoredFileWire = Type.Object({
  url: Type.String(),
  mediaType: Type.String(),
  byteSize: Type.Integer({ minimum: 0 }),
  width: Type.Optional(Type.Integer({ minimum: 1 })),
  height: Type.Optional(Type.Integer({ minimum: 1 })),
  renditions: Type.Optional(Type.Array(ImageRenditionWire)),
});
export type StoredFileWire = Static<typeof StoredFileWire>;
export const OptionalStoredFile = Nullable(StoredFileWire);

/** GET /api/files/{id}/{digest}/{name}: the path's parts. */
export const StoredFileParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }),
  digest: Type.String({ pattern: '^[0-9a-f]{16,64}$' }),
  name: Type.String({ maxLength: 300 }),
});
export type StoredFileParams = Static<typeof StoredFileParams>;
