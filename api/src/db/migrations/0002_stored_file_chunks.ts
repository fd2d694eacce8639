import { createHash } from 'node:crypto';
import { sql, type Kysely, type Migration } from 'kysely';
import sharp from 'sharp';
import type { DialectName } from '../database';
import { columnsFor } from './columns';

/*
 * Files by URL (issue 14): stored_file rows gain a digest, an image's size and renditions, and
 * their bytes move into stored_file_chunk so that a download streams piece by piece. Existing
 * rows are converted here one at a time (one file's bytes in memory at once), then `content` goes.
 * Everything this migration needs is written out below, so that it keeps doing the same thing
 * whatever later code does.
 */
const CHUNK_BYTES = 256 * 1024;
const RENDITION_WIDTHS = [320, 640, 1280];
const MAX_IMAGE_PIXELS = 40_000_000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of this moment only
type AnyDb = Kysely<any>;

interface OldFile {
  id: number;
  media_type: string;
  content: Buffer;
  created_at: string;
}

export function storedFileChunks(dialect: DialectName): Migration {
  const { bytes } = columnsFor(dialect);
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('stored_file_chunk')
        .addColumn('file_id', 'integer', (c) =>
          c.notNull().references('stored_file.id').onDelete('cascade'),
        )
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('bytes', bytes, (c) => c.notNull())
        .addPrimaryKeyConstraint('stored_file_chunk_key', ['file_id', 'seq'])
        .execute();
      if (dialect === 'postgres') {
        // Images and PDFs are compressed already: no second try at compressing each chunk.
        await sql`alter table stored_file_chunk alter column bytes set storage external`.execute(
          db,
        );
      }
      // SQLite adds one column a statement.
      const storedFile = () => db.schema.alterTable('stored_file');
      await storedFile()
        .addColumn('digest', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await storedFile().addColumn('width', 'integer').execute();
      await storedFile().addColumn('height', 'integer').execute();
      await storedFile()
        .addColumn('original_file_id', 'integer', (c) =>
          c.references('stored_file.id').onDelete('cascade'),
        )
        .execute();
      await storedFile().addColumn('rendition_width', 'integer').execute();
      await db.schema
        .createIndex('stored_file_original')
        .on('stored_file')
        .column('original_file_id')
        .execute();

      const ids = await db.selectFrom('stored_file').select('id').orderBy('id').execute();
      for (const { id } of ids as { id: number }[]) {
        const file = (await db
          .selectFrom('stored_file')
          .select(['id', 'media_type', 'content', 'created_at'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow()) as OldFile;
        await convert(db, file);
      }
      await db.schema.alterTable('stored_file').dropColumn('content').execute();
    },
  };
}

async function convert(db: AnyDb, file: OldFile): Promise<void> {
  const content = Buffer.from(file.content);
  const size = file.media_type.startsWith('image/') ? await imageSize(content) : null;
  await db
    .updateTable('stored_file')
    .set({ digest: digestOf(content), width: size?.width ?? null, height: size?.height ?? null })
    .where('id', '=', file.id)
    .execute();
  await writeChunks(db, file.id, content);
  if (!size) return;
  for (const width of RENDITION_WIDTHS.filter((w) => w < size.width)) {
    const { data, info } = await open(content)
      .rotate()
      .resize({ width })
      .webp({ quality: 75 })
      .toBuffer({ resolveWithObject: true });
    const row = (await db
      .insertInto('stored_file')
      .values({
        media_type: 'image/webp',
        // The old column is still there, NOT NULL: the bytes go to chunks.
        content: Buffer.alloc(0),
        byte_size: data.length,
        digest: digestOf(data),
        width: info.width,
        height: info.height,
        original_file_id: file.id,
        rendition_width: width,
        created_at: file.created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()) as { id: number };
    await writeChunks(db, row.id, data);
  }
}

async function writeChunks(db: AnyDb, fileId: number, content: Buffer): Promise<void> {
  for (let seq = 0; seq * CHUNK_BYTES < content.length; seq++) {
    const bytes = content.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES);
    await db.insertInto('stored_file_chunk').values({ file_id: fileId, seq, bytes }).execute();
  }
}

const open = (content: Buffer) => sharp(content, { limitInputPixels: MAX_IMAGE_PIXELS });
const digestOf = (content: Buffer) => createHash('sha256').update(content).digest('hex');

async function imageSize(content: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const { autoOrient } = await open(content).metadata();
    return { width: autoOrient.width, height: autoOrient.height };
  } catch {
    // An unreadable image keeps its bytes and its URL, without size or renditions.
    return null;
  }
}
