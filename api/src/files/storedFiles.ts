import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { FILES_PATH, type StoredFileWire } from '@council/contract';
import type { Db } from '../db/database';
import type { CheckedFile } from './checkUpload';
import { fileName } from './fileNames';
import { imageSize, makeRenditions, type PixelSize } from './imageSizes';

/**
 * Where stored files live (today: the database) is known here and nowhere else: routes and
 * sections store, describe, read and delete files through these functions only, so another
 * store (an S3-compatible one) can take their place without touching a route.
 */

/** Bytes are kept in pieces of this size: a download or a byte range reads only its pieces. */
export const CHUNK_BYTES = 256 * 1024;
/** The URL carries this many hex digits of the SHA-256: enough to tell versions apart. */
const URL_DIGEST_LENGTH = 16;
/** Keeps each query's parameter count modest on both databases. */
const IDS_PER_QUERY = 500;

/** Keeps a checked file, with smaller WebP renditions when it is an image; returns its id. */
export async function storeFile(db: Db, file: CheckedFile): Promise<number> {
  const size = file.mediaType.startsWith('image/') ? await imageSize(file.content) : null;
  // Made before the first write, so the caller's transaction waits on no image work.
  const renditions = size ? await makeRenditions(file.content, size) : [];
  const id = await insertFile(db, file.mediaType, file.content, size);
  for (const rendition of renditions) {
    await insertFile(db, 'image/webp', rendition.content, rendition, {
      originalId: id,
      width: rendition.width,
    });
  }
  return id;
}

async function insertFile(
  db: Db,
  mediaType: string,
  content: Buffer,
  size: PixelSize | null,
  rendition?: { originalId: number; width: number },
): Promise<number> {
  const row = await db
    .insertInto('stored_file')
    .values({
      media_type: mediaType,
      byte_size: content.length,
      digest: createHash('sha256').update(content).digest('hex'),
      width: size?.width ?? null,
      height: size?.height ?? null,
      original_file_id: rendition?.originalId ?? null,
      rendition_width: rendition?.width ?? null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let seq = 0; seq * CHUNK_BYTES < content.length; seq++) {
    const bytes = content.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES);
    await db.insertInto('stored_file_chunk').values({ file_id: row.id, seq, bytes }).execute();
  }
  return row.id;
}

/** Removes files with their renditions and bytes; ids of records without a file are skipped. */
export async function deleteFiles(db: Db, ids: (number | null | undefined)[]): Promise<void> {
  const present = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  for (const wanted of slices(present)) {
    const family = db
      .selectFrom('stored_file')
      .select('id')
      .where((eb) => eb.or([eb('id', 'in', wanted), eb('original_file_id', 'in', wanted)]));
    await db.deleteFrom('stored_file_chunk').where('file_id', 'in', family).execute();
    await db.deleteFrom('stored_file').where('original_file_id', 'in', wanted).execute();
    await db.deleteFrom('stored_file').where('id', 'in', wanted).execute();
  }
}

/** A stored file by URL, given its id and the name a reader sees when saving it. */
export type FileDescriber = (id: number | null, downloadName?: string) => StoredFileWire | null;

/** Describes the given files and their renditions with one query per 500 ids, no bytes read. */
export async function describeFiles(db: Db, ids: (number | null)[]): Promise<FileDescriber> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  const rows = [];
  for (const slice of slices(wanted)) {
    rows.push(
      ...(await db
        .selectFrom('stored_file')
        .select([
          'id',
          'media_type',
          'byte_size',
          'digest',
          'width',
          'height',
          'original_file_id',
          'rendition_width',
        ])
        .where((eb) => eb.or([eb('id', 'in', slice), eb('original_file_id', 'in', slice)]))
        .orderBy('rendition_width')
        .orderBy('id')
        .execute()),
    );
  }
  const originals = new Map(
    rows.filter((row) => row.original_file_id === null).map((row) => [row.id, row]),
  );
  const renditionsOf = new Map<number, typeof rows>();
  for (const row of rows) {
    if (row.original_file_id === null) continue;
    renditionsOf.set(row.original_file_id, [
      ...(renditionsOf.get(row.original_file_id) ?? []),
      row,
    ]);
  }
  return (id, downloadName) => {
    const file = id === null ? undefined : originals.get(id);
    if (!file) return null;
    const wire: StoredFileWire = {
      url: fileUrl(file.id, file.digest, fileName(file.media_type, downloadName)),
      mediaType: file.media_type,
      byteSize: file.byte_size,
    };
    if (file.width === null || file.height === null) return wire;
    const renditions = (renditionsOf.get(file.id) ?? [])
      .map((rendition) => ({
        width: rendition.rendition_width ?? rendition.width ?? 0,
        url: fileUrl(
          rendition.id,
          rendition.digest,
          fileName(rendition.media_type, downloadName, rendition.rendition_width ?? undefined),
        ),
      }))
      .sort((a, b) => a.width - b.width);
    return { ...wire, width: file.width, height: file.height, renditions };
  };
}

function fileUrl(id: number, digest: string, name: string): string {
  return `${FILES_PATH}/${id}/${digest.slice(0, URL_DIGEST_LENGTH)}/${encodeURIComponent(name)}`;
}

/** One file's bytes as base64 (the form SPEC.md's answers carry files in); null if none. */
export async function readFileBase64(db: Db, id: number): Promise<string | null> {
  const pieces = await base64Pieces(db, id);
  if (!pieces) return null;
  let base64 = '';
  for await (const piece of pieces) base64 += piece;
  return base64;
}

/**
 * A stored file's bytes as base64 in pieces of about one chunk, read one chunk at a time (null
 * when there is no such file): a SPEC.md list of megabytes of photos goes out without a whole
 * file in memory, and other requests are answered between pieces.
 */
export async function base64Pieces(db: Db, id: number): Promise<AsyncIterable<string> | null> {
  const file = await findStoredFile(db, id);
  if (!file) return null;
  const chunks = Math.ceil(file.byteSize / CHUNK_BYTES);
  return (async function* () {
    // Base64 turns 3 bytes into 4 characters: bytes past a multiple of 3 wait for the next chunk.
    let carried = Buffer.alloc(0);
    for (let seq = 0; seq < chunks; seq++) {
      const bytes = Buffer.concat([carried, await readChunk(db, id, seq)]);
      const ready = seq === chunks - 1 ? bytes.length : bytes.length - (bytes.length % 3);
      carried = bytes.subarray(ready);
      yield bytes.subarray(0, ready).toString('base64');
    }
  })();
}

/** What the file route needs to answer for a file, before reading any of its bytes. */
export interface StoredFileFacts {
  mediaType: string;
  byteSize: number;
  digest: string;
}

export async function findStoredFile(db: Db, id: number): Promise<StoredFileFacts | null> {
  const row = await db
    .selectFrom('stored_file')
    .select(['media_type', 'byte_size', 'digest'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { mediaType: row.media_type, byteSize: row.byte_size, digest: row.digest } : null;
}

/**
 * Bytes `from` to `to` (inclusive) of a stored file as a stream that reads one chunk from the
 * database each time its reader wants more, so a download holds about one chunk in memory
 * whatever the file's size, and a byte range reads only the chunks it spans.
 */
export function readStoredFile(db: Db, id: number, from: number, to: number): Readable {
  let seq = Math.floor(from / CHUNK_BYTES);
  const lastSeq = to < from ? -1 : Math.floor(to / CHUNK_BYTES);
  return new Readable({
    highWaterMark: CHUNK_BYTES,
    read() {
      if (seq > lastSeq) {
        this.push(null);
        return;
      }
      const current = seq++;
      readChunk(db, id, current)
        .then((bytes) => {
          const start = current * CHUNK_BYTES;
          this.push(bytes.subarray(Math.max(0, from - start), to + 1 - start));
        })
        .catch((error: unknown) => this.destroy(error as Error));
    },
  });
}

async function readChunk(db: Db, id: number, seq: number): Promise<Buffer> {
  const row = await db
    .selectFrom('stored_file_chunk')
    .select('bytes')
    .where('file_id', '=', id)
    .where('seq', '=', seq)
    .executeTakeFirst();
  if (!row) throw new Error(`Stored file ${id} lacks chunk ${seq}.`);
  return row.bytes;
}

function slices<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += IDS_PER_QUERY) {
    result.push(items.slice(start, start + IDS_PER_QUERY));
  }
  return result;
}
