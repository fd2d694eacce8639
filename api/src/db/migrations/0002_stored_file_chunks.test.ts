import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { makeImage, makePdf } from '../../demo/sampleFiles';
import { describeFiles, readFileBase64 } from '../../files/storedFiles';
import { createTestDatabase, testDatabases, type TestDatabase } from '../../testing/databases';
import { migrateTo } from '../migrate';

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** Rows as migration 0001 left them: bytes in stored_file.content. */
async function insertOldFile(database: TestDatabase, mediaType: string, content: Buffer) {
  // The schema types describe today's table, which has no content column any more.
  const old = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const row = await old
    .insertInto('stored_file')
    .values({
      media_type: mediaType,
      content,
      byte_size: content.length,
      created_at: '2026-01-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return (row as { id: number }).id;
}

describe.each(testDatabases())('migration 0002 (stored file chunks) on %s', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    await migrateTo(database.db, dialect, '0001_initial_schema');
  });
  afterEach(() => database.drop());

  it('moves existing bytes into chunks, gives digests, sizes and renditions, and drops content', async () => {
    // A PDF of three chunks, a wide photo, a portrait phone photo (EXIF orientation 6) and a
    // photo narrower than every rendition.
    const pdf = Buffer.concat([makePdf('Old notice'), Buffer.alloc(600 * 1024, 0x20)]);
    const wide = await makeImage({ text: 'wide', background: '#2a6f97', width: 1400, height: 500 });
    const turned = await sharp(
      await makeImage({ text: 'turned', background: '#9c6644', width: 800, height: 600 }),
    )
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const small = await makeImage({ text: 's', background: '#333333', width: 40, height: 30 });
    const ids = {
      pdf: await insertOldFile(database, 'application/pdf', pdf),
      wide: await insertOldFile(database, 'image/jpeg', wide),
      turned: await insertOldFile(database, 'image/jpeg', turned),
      small: await insertOldFile(database, 'image/jpeg', small),
    };
    await database.db
      .insertInto('notice')
      .values({ title: 'Old notice', document_file_id: ids.pdf, created_at: 'then' })
      .execute();

    expect(await migrateTo(database.db, dialect, '0002_stored_file_chunks')).toEqual([
      '0002_stored_file_chunks',
    ]);

    const columns = (await database.db.introspection.getTables())
      .find((table) => table.name === 'stored_file')
      ?.columns.map((column) => column.name);
    expect(columns).not.toContain('content');

    for (const [id, content] of [
      [ids.pdf, pdf],
      [ids.wide, wide],
      [ids.turned, turned],
      [ids.small, small],
    ] as const) {
      expect(await readFileBase64(database.db, id)).toBe(content.toString('base64'));
      const row = await database.db
        .selectFrom('stored_file')
        .select(['digest', 'byte_size'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ digest: sha256(content), byte_size: content.length });
    }
    const chunks = await database.db
      .selectFrom('stored_file_chunk')
      .select(['seq'])
      .where('file_id', '=', ids.pdf)
      .orderBy('seq')
      .execute();
    expect(chunks.map((chunk) => chunk.seq)).toEqual([0, 1, 2]);

    const describe = await describeFiles(database.db, Object.values(ids));
    const pdfWire = describe(ids.pdf, 'Old notice');
    expect(pdfWire).toEqual({
      url: `/api/files/${ids.pdf}/${sha256(pdf).slice(0, 16)}/Old%20notice.pdf`,
      mediaType: 'application/pdf',
      byteSize: pdf.length,
    });
    expect(describe(ids.wide)).toMatchObject({ width: 1400, height: 500 });
    expect(describe(ids.wide)?.renditions?.map((r) => r.width)).toEqual([320, 640, 1280]);
    // As a browser shows it: upright, 600 wide and 800 high.
    expect(describe(ids.turned)).toMatchObject({ width: 600, height: 800 });
    expect(describe(ids.turned)?.renditions?.map((r) => r.width)).toEqual([320]);
    expect(describe(ids.small)).toMatchObject({ width: 40, height: 30, renditions: [] });

    const renditions = await database.db
      .selectFrom('stored_file')
      .select(['id', 'media_type', 'width', 'height', 'rendition_width'])
      .where('original_file_id', '=', ids.turned)
      .execute();
    expect(renditions).toEqual([
      expect.objectContaining({ media_type: 'image/webp', width: 320, rendition_width: 320 }),
    ]);
    const renditionId = renditions[0]?.id ?? 0;
    const bytes = Buffer.from((await readFileBase64(database.db, renditionId)) ?? '', 'base64');
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 427 });
    expect(meta.orientation).toBeUndefined();
  });
});
