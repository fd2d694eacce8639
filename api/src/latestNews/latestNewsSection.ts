import { Type } from '@sinclair/typebox';
import type { Selectable } from 'kysely';
import type { LatestNewsTable } from '../db/schema';
import { ClientError } from '../http/errors';
import { MAX_ID, MAX_LONG_TEXT, optionalText } from '../http/formValues';
import type { Section } from '../sections/section';

/** Latest news travels as JSON {id, title, description, createdDate} (SPEC.md section 7). */
const LatestNewsBody = Type.Object({
  id: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: MAX_ID }), Type.Null()])),
  title: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  description: Type.Optional(Type.Union([Type.String({ maxLength: MAX_LONG_TEXT }), Type.Null()])),
  createdDate: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
});
type LatestNewsPayload = { id?: number | null; title?: string | null; description?: string | null };

export const latestNewsSection: Section<Selectable<LatestNewsTable>, LatestNewsPayload> = {
  table: 'latest_news',
  path: '/latest-news',
  label: 'latest news item',
  title: 'Latest News',
  fileColumns: [],
  order: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  wire: Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    description: Type.String(),
    createdDate: Type.String(),
  }),
  body: 'json',
  bodySchema: LatestNewsBody,
  formFields: ['id', 'title', 'description', 'createdDate'],
  readPayload: async (request) => request.body as LatestNewsPayload,
  idOf: (payload) => payload.id ?? 0,
  toWire: (row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    createdDate: row.created_at,
  }),
  async parse(payload, _context, existing) {
    const title = optionalText(payload.title ?? undefined, 'title');
    const description = optionalText(
      payload.description ?? undefined,
      'description',
      MAX_LONG_TEXT,
    );
    if (!title || !description) {
      throw new ClientError(400, 'Title and Description are required fields!');
    }
    // The date is the server's: first publication, kept when the text is corrected.
    return {
      values: { title, description, ...(existing ? {} : { created_at: new Date().toISOString() }) },
      files: {},
    };
  },
};
