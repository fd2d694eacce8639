import { Type, type TSchema } from '@sinclair/typebox';

/** A value that may be missing on the wire: answered as null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
export const Text = Nullable(Type.String());
/** A file as base64 (no data: prefix), or null. */
export const Base64File = Nullable(Type.String({ contentEncoding: 'base64' }));
