import {
  AccountPaths,
  allowedActions,
  GrievancePaths,
  PagedPaths,
  type AccountPage,
  type GrievanceCategoryWire,
  type HolidayWire,
} from '@council/contract';
import { testDatabases } from '../testing/databases';
import { getJson } from '../testing/requests';
import { createTestApp, type TestApp } from '../testing/testApp';
import { seedDemo } from './seedDemo';

const PASSWORD = 'demo-password';

describe.each(testDatabases())("the demo council's grievance desk on %s", (dialect) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const accountId = async (email: string) =>
    (
      await t.db
        .selectFrom('account')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;
  const complaints = () => t.db.selectFrom('complaint').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    expect(await seedDemo(t.db, PASSWORD)).toBe(true);
    for (const email of ['admin@demo.local', 'officer@demo.local', 'citizen@demo.local']) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/Account/login',
        payload: { email, password: PASSWORD },
      });
      expect([email, login.statusCode]).toEqual([email, 200]);
      tokens[email] = login.json<{ token: string }>().token;
    }
  });
  afterAll(() => t.close());

  it('has an officer for wards 1 to 3, with the demo password', async () => {
    const page = await getJson<AccountPage>(
      t,
      `${AccountPaths.admin.accounts}?q=officer@demo`,
      tokens['admin@demo.local'],
    );
    expect(page.items).toEqual([
      expect.objectContaining({
        email: 'officer@demo.local',
        name: 'Demo Officer',
        role: 'officer',
        designation: 'Sanitary Inspector',
        wards: [
          { id: expect.any(Number), wardNumber: '1' },
          { id: expect.any(Number), wardNumber: '2' },
          { id: expect.any(Number), wardNumber: '3' },
        ],
      }),
    ]);
  });

  it('gives each category its days to resolve', async () => {
    const categories = await getJson<GrievanceCategoryWire[]>(t, GrievancePaths.public.categories);
    expect(Object.fromEntries(categories.map((c) => [c.title, c.daysToResolve]))).toEqual({
      'Drain blocked': 3,
      'Garbage not collected': 1,
      'No water supply': 2,
      'Road damaged': 15,
      'Stray animals': 7,
      'Street light not working': 3,
    });
  });

  it('has the holidays of 2026 and 2027', async () => {
    for (const year of ['2026', '2027']) {
      const holidays = await getJson<HolidayWire[]>(
        t,
        `${GrievancePaths.public.holidays}?year=${year}`,
      );
      expect(holidays).toHaveLength(10);
      expect(holidays.map((holiday) => holiday.name)).toEqual(
        expect.arrayContaining([
          'Republic Day',
          'Holi',
          'Diwali',
          'Chhath Puja (Bihar)',
          'Christmas',
        ]),
      );
    }
    const in2026 = await getJson<HolidayWire[]>(t, `${GrievancePaths.public.holidays}?year=2026`);
    expect(in2026[0]).toMatchObject({ date: '2026-01-26', name: 'Republic Day' });
  });

  it('has complaints at every step, the Pending ones with the officer, one overdue', async () => {
    const officer = await accountId('officer@demo.local');
    const rows = await complaints();
    const count = (status: string) => rows.filter((row) => row.status === status).length;
    expect(['Open', 'Pending', 'Resolved', 'Rejected', 'Closed'].map(count)).toEqual([
      2, 2, 2, 1, 1,
    ]);
    for (const row of rows.filter((row) => row.status === 'Pending')) {
      expect(row).toMatchObject({ officer_id: officer, action_by: 'Demo Administrator' });
    }
    for (const row of rows.filter((row) => row.status === 'Resolved' || row.status === 'Closed')) {
      expect(row).toMatchObject({
        officer_id: officer,
        action_by: 'Demo Officer, Sanitary Inspector',
        action_taken: expect.any(String),
        action_image_1_file_id: expect.any(Number),
      });
      expect(row.resolved_at).toBe(row.action_date);
    }
    expect(rows.find((row) => row.status === 'Rejected')).toMatchObject({
      rejection_reason: expect.stringContaining('animal husbandry'),
      accepted_at: null,
    });
    expect(rows.find((row) => row.status === 'Closed')).toMatchObject({
      rating: 4,
      rating_comment: 'Good work, thank you.',
    });
    const page = await getJson<{ items: { overdue: boolean; reminders: unknown[] }[] }>(
      t,
      PagedPaths.user.complaints,
      tokens['citizen@demo.local'],
    );
    const overdue = page.items.filter((item) => item.overdue);
    expect(overdue).toHaveLength(1);
    expect(overdue[0]?.reminders).toEqual([{ message: 'Any update please?' }]);
  });

  it('writes each complaint a history its state agrees with', async () => {
    for (const row of await complaints()) {
      const events = await t.db
        .selectFrom('complaint_event')
        .selectAll()
        .where('complaint_id', '=', row.id)
        .orderBy('id')
        .execute();
      expect(events[0]).toMatchObject({
        kind: 'file',
        from_status: null,
        to_status: 'Open',
        at: row.entry_date,
      });
      for (const [i, event] of events.entries()) {
        if (i > 0) expect(event.from_status).toBe(events[i - 1]?.to_status);
        expect(event.at >= row.entry_date).toBe(true);
      }
      const last = events.at(-1);
      expect([row.id, last?.to_status, row.version]).toEqual([row.id, row.status, events.length]);
      const changed = events.filter((event) => event.from_status !== event.to_status).at(-1);
      expect(row.status_changed_at).toBe(changed?.at);
      expect(row.due_date).toMatch(/^\d{4}-\d\d-\d\d$/);
    }
  });

  it('lets the citizen accept or reopen the fresh resolutions, and the officer resolve', async () => {
    const citizen = await accountId('citizen@demo.local');
    const officer = await accountId('officer@demo.local');
    const now = new Date();
    const actions = (
      row: Awaited<ReturnType<typeof complaints>>[number],
      role: 'user' | 'officer',
    ) =>
      allowedActions(
        {
          status: row.status,
          officerId: row.officer_id,
          statusChangedAt: row.status_changed_at ?? row.entry_date,
          reopenCount: row.reopen_count,
          dueDate: row.due_date,
          lastReminderAt: row.last_reminder_at,
          citizenTextHidden: row.citizen_text_hidden === 1,
          accountId: row.account_id,
        },
        { role, accountId: role === 'user' ? citizen : officer },
        now,
      );
    const rows = await complaints();
    for (const row of rows.filter((row) => row.status === 'Resolved')) {
      expect(actions(row, 'user')).toEqual(expect.arrayContaining(['reopen', 'accept']));
    }
    for (const row of rows.filter((row) => row.status === 'Pending')) {
      expect(actions(row, 'officer')).toContain('resolve');
    }
  });
});
