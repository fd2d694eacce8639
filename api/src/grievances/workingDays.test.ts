import { createTestDatabase, testDatabases, type TestDatabase } from '../testing/databases';
import { ensureLookups } from '../testing/fixtures';
import { migrateToLatest } from '../db/migrate';
import { dueDateFor, holidaysBetween } from './workingDays';

describe.each(testDatabases())('due dates in working days on %s', (dialect) => {
  let database: TestDatabase;
  let category: number;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.db, dialect);
    category = (await ensureLookups(database.db)).grievance_type_id;
    await database.db
      .updateTable('grievance_type')
      .set({ days_to_resolve: 3 })
      .where('id', '=', category)
      .execute();
  });
  afterAll(() => database.drop());

  // 2 January 2026 is a Friday.
  const friday = new Date('2026-01-02T10:00:00+05:30');

  it("counts the category's days, skipping Sunday", async () => {
    expect(await dueDateFor(database.db, category, friday)).toBe('2026-01-06');
  });

  it('skips a holiday, and counts from the date in India', async () => {
    await database.db
      .insertInto('holiday')
      .values({ day: '2026-01-05', name: 'Guru Gobind Singh Jayanti' })
      .execute();
    expect(await dueDateFor(database.db, category, friday)).toBe('2026-01-07');
    // 8 p.m. in London on Friday is already Saturday in India: Tuesday, Wednesday, Thursday.
    expect(await dueDateFor(database.db, category, new Date('2026-01-02T20:00:00Z'))).toBe(
      '2026-01-08',
    );
  });

  it('lists the holidays between two dates, both included', async () => {
    await database.db
      .insertInto('holiday')
      .values({ day: '2026-01-26', name: 'Republic Day' })
      .execute();
    expect(await holidaysBetween(database.db, '2026-01-05', '2026-01-25')).toEqual(
      new Set(['2026-01-05']),
    );
    expect(await holidaysBetween(database.db, '2026-01-06')).toEqual(new Set(['2026-01-26']));
    expect((await holidaysBetween(database.db)).size).toBe(2);
  });
});
