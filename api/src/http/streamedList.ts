import { Readable } from 'node:stream';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../appContext';
import { trafficLimits } from '../config';
import { InFlightLimit } from './inFlightLimit';

export const BUSY_MESSAGE = 'The server is busy; please try again in a few seconds.';
export const BUSY_RETRY_AFTER_SECONDS = 5;

// One limit per API (its context): the public, admin and user scopes share it.
const limits = new WeakMap<AppContext, InFlightLimit>();

/** The limit on SPEC.md list answers (LEGACY_LISTS_IN_FLIGHT) for this API. */
export function legacyListLimit(context: AppContext): InFlightLimit {
  let limit = limits.get(context);
  if (!limit) {
    limit = new InFlightLimit(trafficLimits(context.traffic).legacyListsInFlight);
    limits.set(context, limit);
  }
  return limit;
}

export interface StreamedList<Row> {
  /** The item's schema: each row is written as the route's own serializer would write it. */
  item: TSchema;
  /** The rows, without file bytes (those are read one row at a time by toWire). */
  rows(): Promise<Row[]>;
  toWire(row: Row): Promise<Record<string, unknown>>;
}

/**
 * A SPEC.md list answer (files as base64) written row by row, so that memory holds one row's
 * files however long the list; and at most LEGACY_LISTS_IN_FLIGHT of them at once, beyond
 * which a 503 asks the reader to come back (issue 14: these calls must not hurt the server).
 * The bytes are those the route's schema would have serialized: `[item,item,...]`.
 */
export async function sendStreamedList<Row>(
  reply: FastifyReply,
  context: AppContext,
  list: StreamedList<Row>,
): Promise<FastifyReply> {
  const release = legacyListLimit(context).tryEnter();
  if (!release) {
    return reply
      .code(503)
      .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
      .send({ message: BUSY_MESSAGE });
  }
  // Released once the answer has gone out whole, or the reader went away mid-answer: until
  // then the answer is in flight, however slowly its reader takes it.
  reply.raw.once('close', release);
  try {
    const rows = await list.rows();
    const serialize = reply.compileSerializationSchema(list.item);
    const body = Readable.from(jsonArray(rows, list.toWire, serialize), {
      // One row at a time: the next row's files are read only when this one has gone out.
      highWaterMark: 1,
    });
    return reply.type('application/json; charset=utf-8').send(body);
  } catch (error) {
    release();
    throw error;
  }
}

async function* jsonArray<Row>(
  rows: Row[],
  toWire: (row: Row) => Promise<Record<string, unknown>>,
  serialize: (item: Record<string, unknown>) => string,
): AsyncGenerator<string> {
  yield '[';
  for (const [index, row] of rows.entries()) {
    // Two writes rather than one joined string: a row with photos is megabytes long.
    if (index > 0) yield ',';
    yield serialize(await toWire(row));
  }
  yield ']';
}
