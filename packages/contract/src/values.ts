import { Type, type TSchema } from '@sinclair/typebox';

/** A value that may be missing on the wire: answered as null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** Text that may be missing. */
export const Text = Nullable(Type.String());
/**
 * A Hindi text beside its English twin (issue 19): the text, or null when not filled. Our API
 * always sends it; it is optional on the wire so that an answer without it (a SPEC.md backend,
 * an older API) is still one, and a reader then shows the English. Each schema lists these
 * last, where a serialiser writes optional fields.
 */
export const HindiText = Type.Optional(Text);
/**
 * An item's "show until" date (issue 20), 'yyyy-MM-dd' or null: current through the end of that
 * day on the council's clock (India time), then only in the archive. Optional on the wire, as
 * the Hindi texts are, so that an answer without it (a SPEC.md backend) is still one: no date.
 */
export const ShowUntil = Type.Optional(Text);
/** A file as base64 (no data: prefix), or null. */
export const Base64File = Nullable(Type.String({ contentEncoding: 'base64' }));

/** The largest id: ids are 32-bit integers on PostgreSQL, and a bigger one is no record. */
export const MAX_ID = 2_147_483_647;
/** The longest description a form may send. */
export const MAX_LONG_TEXT = 20_000;

/** The record named in a path: DELETE /api/Admin/<section>/{id}, GET /api/User/complaint/{id}. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: MAX_ID }) });
