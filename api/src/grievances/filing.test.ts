import { indiaDate } from '@council/contract/complaint-rules';
import { testDatabases } from '../testing/databases';
import { complaintFields, ensureLookups } from '../testing/fixtures';
import { eventsOf } from '../testing/grievanceDesk';
import { sendForm } from '../testing/requests';
import { createTestApp, signedIn, type TestApp } from '../testing/testApp';

describe.each(testDatabases())('filing a complaint starts its life on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers its number, and stores a due date, version 1 and a filing entry', async () => {
    const citizen = await signedIn(t, 'citizen@council.local', 'user');
    const lookups = await ensureLookups(t.db);
    await t.db.updateTable('grievance_type').set({ days_to_resolve: 2 }).execute();
    const response = await sendForm(
      t,
      citizen.token,
      'POST',
      '/api/User/add-complaint',
      complaintFields(lookups),
    );
    expect(response.statusCode).toBe(201);
    const { id, number, entry_Date } = response.json();
    expect(number).toBe(`TNP/${String(entry_Date).slice(0, 4)}/${String(id).padStart(6, '0')}`);
    const row = await t.db
      .selectFrom('complaint')
      .select(['due_date', 'version', 'status_changed_at', 'entry_date'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.version).toBe(1);
    expect(row.status_changed_at).toBe(row.entry_date);
    expect(String(row.due_date) > indiaDate(new Date())).toBe(true);
    expect(await eventsOf(t, id)).toMatchObject([
      {
        kind: 'file',
        actor_account_id: citizen.id,
        actor_role: 'user',
        from_status: null,
        to_status: 'Open',
        at: row.entry_date,
      },
    ]);
  });
});
