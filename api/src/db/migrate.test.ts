import { testDatabases, createTestDatabase } from '../testing/databases';
import { migrateToLatest } from './migrate';

const TABLES = [
  'account',
  'stored_file',
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
];

describe.each(testDatabases())('migrations on %s', (dialect) => {
  it('create the whole schema once and change nothing when run again', async () => {
    const database = await createTestDatabase(dialect);
    try {
      expect(await migrateToLatest(database.db, dialect)).toEqual(['0001_initial_schema']);
      expect(await migrateToLatest(database.db, dialect)).toEqual([]);
      const tables = (await database.db.introspection.getTables()).map((table) => table.name);
      expect(tables).toEqual(expect.arrayContaining(TABLES));
    } finally {
      await database.drop();
    }
  });

  it('store file bytes unchanged', async () => {
    const database = await createTestDatabase(dialect);
    try {
      await migrateToLatest(database.db, dialect);
      const content = Buffer.from([0, 1, 2, 255, 0x25, 0x50]);
      await database.db
        .insertInto('stored_file')
        .values({ media_type: 'application/pdf', content, byte_size: 6, created_at: 'now' })
        .execute();
      const row = await database.db
        .selectFrom('stored_file')
        .select('content')
        .executeTakeFirstOrThrow();
      expect(Buffer.compare(row.content, content)).toBe(0);
    } finally {
      await database.drop();
    }
  });
});
