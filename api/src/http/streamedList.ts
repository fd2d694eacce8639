import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { setImmediate as otherRequestsFirst } from 'node:timers/promises';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../appContext';
import { trafficLimits } from '../config';
import type { Db } from '../db/database';
import { base64Pieces } from '../files/storedFiles';
import type { FileSlot } from '../sections/sectionFiles';
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
  /** The rows, without file bytes. */
  rows(): Promise<Row[]>;
  /** A row in the wire's names, each file field holding fileSlot(its stored_file id). */
  toWire(row: Row, fileSlot: FileSlot): Record<string, unknown>;
}

/**
 * A SPEC.md list answer (files as base64) written row by row and each file chunk by chunk, so
 * that memory holds one chunk however long the list and other requests are answered between
 * chunks (GET /api/health stays quick while 20 readers take 1,000 complaints); and at most
 * LEGACY_LISTS_IN_FLIGHT of them at once, beyond which a 503 asks the reader to come back
 * (issue 14: these calls must not hurt the server).
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
    const body = Readable.from(jsonArray(context.db, rows, list, serialize), {
      // One piece at a time: the next chunk is read only when this one has gone out.
      highWaterMark: 1,
    });
    return reply.type('application/json; charset=utf-8').send(body);
  } catch (error) {
    release();
    throw error;
  }
}

async function* jsonArray<Row>(
  db: Db,
  rows: Row[],
  list: StreamedList<Row>,
  serialize: (item: Record<string, unknown>) => string,
): AsyncGenerator<string> {
  // A slot is a JSON string no text of a record can forge: it names this answer's random tag.
  const tag = randomBytes(12).toString('hex');
  const slot: FileSlot = (fileId) => `stored-file:${tag}:${fileId}`;
  const slotInJson = new RegExp(`"stored-file:${tag}:(\\d+)"`, 'g');
  yield '[';
  for (const [index, row] of rows.entries()) {
    if (index > 0) yield ',';
    const text = serialize(list.toWire(row, slot));
    let written = 0;
    for (const match of text.matchAll(slotInJson)) {
      yield text.slice(written, match.index);
      yield* base64String(db, Number(match[1]));
      written = match.index + match[0].length;
    }
    yield text.slice(written);
  }
  yield ']';
}

/** A stored file as a JSON string of base64, piece by piece; null when it is gone. */
async function* base64String(db: Db, fileId: number): AsyncGenerator<string> {
  const pieces = await base64Pieces(db, fileId);
  if (!pieces) {
    yield 'null';
    return;
  }
  yield '"';
  for await (const piece of pieces) {
    yield piece;
    // Reading a chunk and writing it to a quick reader can go on without ever leaving the
    // microtask queue: without this pause, 20 such readers kept /api/health waiting for seconds.
    await otherRequestsFirst();
  }
  yield '"';
}
