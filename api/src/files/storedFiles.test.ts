import sharp from 'sharp';
import { makeImage, makePdf } from '../demo/sampleFiles';
import { migrateToLatest } from '../db/migrate';
import { createTestDatabase, testDatabases, type TestDatabase } from '../testing/databases';
import {
  base64Pieces,
  CHUNK_BYTES,
  deleteFiles,
  describeFiles,
  readFileBase64,
  storeFile,
} from './storedFiles';

describe.each(testDatabases())('stored files on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.db, dialect);
  });
  afterAll(() => database.drop());

  const bytesOf = async (id: number) =>
    Buffer.from((await readFileBase64(database.db, id)) ?? '', 'base64');

  it('keeps a portrait phone photo as it came and sizes it as a browser shows it', async () => {
    // 800 x 600 pixels stored sideways, with EXIF orientation 6: a browser shows 600 x 800.
    const photo = await sharp(
      await makeImage({ text: 'portrait', background: '#9c6644', width: 800, height: 600 }),
    )
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { ImageDescription: 'GPS 25.5941N 85.1376E' } })
      .jpeg()
      .toBuffer();
    const id = await storeFile(database.db, { mediaType: 'image/jpeg', content: photo });
    expect(Buffer.compare(await bytesOf(id), photo)).toBe(0);

    const wire = (await describeFiles(database.db, [id]))(id, 'Ward 7 drain');
    expect(wire).toMatchObject({ width: 600, height: 800, byteSize: photo.length });
    expect(wire?.url).toMatch(/\/Ward%207%20drain\.jpg$/);
    expect(wire?.renditions?.map((r) => r.width)).toEqual([320]);
    expect(wire?.renditions?.[0]?.url).toMatch(/\/Ward%207%20drain-320w\.webp$/);

    const renditionId = Number(wire?.renditions?.[0]?.url.split('/')[3]);
    const rendition = await bytesOf(renditionId);
    const meta = await sharp(rendition).metadata();
    // Turned upright, and nothing of the original's metadata carried over.
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: 320,
      height: 427,
    });
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    expect(rendition.toString('latin1')).not.toContain('GPS');
  });

  it('makes no renditions for documents or images narrower than the narrowest', async () => {
    const small = await storeFile(database.db, {
      mediaType: 'image/png',
      content: await makeImage({
        text: 's',
        background: '#333',
        width: 320,
        height: 200,
        format: 'png',
      }),
    });
    const pdf = await storeFile(database.db, {
      mediaType: 'application/pdf',
      content: makePdf('N'),
    });
    const describe = await describeFiles(database.db, [small, pdf, null]);
    expect(describe(small)).toMatchObject({ width: 320, height: 200, renditions: [] });
    expect(describe(pdf)).toEqual({
      url: expect.stringMatching(new RegExp(`^/api/files/${pdf}/[0-9a-f]{16}/document\\.pdf$`)),
      mediaType: 'application/pdf',
      byteSize: makePdf('N').length,
    });
    expect(describe(null)).toBeNull();
    expect(describe(987654)).toBeNull();
  });

  it('deletes files with their renditions and bytes, and nothing else', async () => {
    const keep = await storeFile(database.db, {
      mediaType: 'application/pdf',
      content: makePdf('K'),
    });
    const gone = await storeFile(database.db, {
      mediaType: 'image/jpeg',
      content: await makeImage({ text: 'g', background: '#123', width: 700, height: 300 }),
    });
    const count = async (table: 'stored_file' | 'stored_file_chunk') =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = { files: await count('stored_file'), chunks: await count('stored_file_chunk') };
    await deleteFiles(database.db, [gone, null, undefined]);
    // The original and its 320 and 640 renditions, each with one chunk.
    expect(await count('stored_file')).toBe(before.files - 3);
    expect(await count('stored_file_chunk')).toBe(before.chunks - 3);
    expect(await readFileBase64(database.db, gone)).toBeNull();
    expect(await readFileBase64(database.db, keep)).toBe(makePdf('K').toString('base64'));
  });

  it.each([0, 1, 2])(
    'gives a file of several chunks as base64 piece by piece, %d bytes past a multiple of 3',
    async (extra) => {
      // Chunks of 262,144 bytes, one past a multiple of 3: each piece carries bytes to the next.
      const content = Buffer.concat([makePdf('Budget'), Buffer.alloc(2 * CHUNK_BYTES, 0x41)]);
      const sized = content.subarray(0, content.length - (content.length % 3) + extra);
      const id = await storeFile(database.db, { mediaType: 'application/pdf', content: sized });
      const pieces: string[] = [];
      for await (const piece of (await base64Pieces(database.db, id)) ?? []) pieces.push(piece);
      expect(pieces).toHaveLength(3);
      expect(pieces.every((piece) => piece.length <= Math.ceil((CHUNK_BYTES + 2) / 3) * 4)).toBe(
        true,
      );
      expect(pieces.join('')).toBe(sized.toString('base64'));
      expect(await base64Pieces(database.db, 987654)).toBeNull();
    },
  );
});
