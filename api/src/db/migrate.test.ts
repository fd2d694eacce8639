import { readFileBase64, storeFile } from '../files/storedFiles';
import { testDatabases, createTestDatabase } from '../testing/databases';
import { migrateToLatest } from './migrate';

const TABLES = [
  'account_session',
  'account',
  'stored_file',
  'stored_file_chunk',
  'employee',
  'about',
  'slider',
  'latest_news',
  'notice',
  'circular',
  'office_order',
  'tender',
  'gallery',
  'press_release',
  'grievance_type',
  'district',
  'ward',
  'ulb',
  'complaint',
  'complaint_reminder',
  'content_change',
  'feedback',
  'policy_page',
];

describe.each(testDatabases())('migrations on %s', (dialect) => {
  it('create the whole schema once and change nothing when run again', async () => {
    const database = await createTestDatabase(dialect);
    try {
      expect(await migrateToLatest(database.db, dialect)).toEqual([
        '0001_initial_schema',
        '0002_stored_file_chunks',
        '0003_list_order_indexes',
        '0004_account_sessions',
        '0005_people_accounts',
        '0006_grievance_desk',
        '0007_hindi_texts',
        '0008_account_language',
        '0009_content_changes',
        '0010_feedback',
        '0011_show_until',
        '0012_policy_pages',
      ]);
      expect(await migrateToLatest(database.db, dialect)).toEqual([]);
      const tables = (await database.db.introspection.getTables()).map((table) => table.name);
      expect(tables).toEqual(expect.arrayContaining(TABLES));
    } finally {
      await database.drop();
    }
  });

  it('store file bytes unchanged, across chunks', async () => {
    const database = await createTestDatabase(dialect);
    try {
      await migrateToLatest(database.db, dialect);
      // Every byte value, past the first chunk's end: nothing is lost or re-encoded.
      const content = Buffer.concat([
        Buffer.from('%PDF-1.4\n', 'latin1'),
        Buffer.alloc(300 * 1024, 0),
        Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
      ]);
      const id = await storeFile(database.db, { mediaType: 'application/pdf', content });
      const stored = Buffer.from((await readFileBase64(database.db, id)) ?? '', 'base64');
      expect(Buffer.compare(stored, content)).toBe(0);
    } finally {
      await database.drop();
    }
  });
});
