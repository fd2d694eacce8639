import { GrievancePaths } from '@council/contract';
import { indiaDate } from '@council/contract/complaint-rules';
import { testDatabases } from '../testing/databases';
import { deskForTests, openComplaint } from '../testing/grievanceDesk';
import { getJson } from '../testing/requests';
import { bearer } from '../testing/testApp';

type Page = {
  items: { id: number; status: string; overdue: boolean; officer: { id: number } | null }[];
  total: number;
  counts: { status: string; count: number }[];
  overdue: number;
};

describe.each(testDatabases())("the desk's queue and lists on %s", (dialect) => {
  const desk = deskForTests(dialect);
  let ids: Record<string, number>;
  let ward2: number;
  let category2: number;
  const today = indiaDate(new Date());

  beforeAll(async () => {
    const { t, officer, otherOfficer } = desk;
    ward2 = (
      await t.db
        .insertInto('ward')
        .values({ ward_number: '12' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    category2 = (
      await t.db
        .insertInto('grievance_type')
        .values({ title: 'Garbage' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const make = async (
      status: string,
      due: string,
      changes: Record<string, number | null> = {},
    ) => {
      const id = await openComplaint(desk);
      await t.db
        .updateTable('complaint')
        .set({ status, due_date: due, ...changes })
        .where('id', '=', id)
        .execute();
      return id;
    };
    ids = {
      lateOpen: await make('Open', '2020-01-02'),
      lateTheirs: await make('Pending', '2020-01-01', { officer_id: officer.id, ward_id: ward2 }),
      dueToday: await make('Pending', today, { officer_id: otherOfficer.id, ward_id: ward2 }),
      later: await make('Open', '2099-01-01', { grievance_type_id: category2 }),
      resolvedLate: await make('Resolved', '2020-01-01', { officer_id: officer.id }),
    };
  });

  const queue = (query = '') =>
    getJson<Page>(desk.t, `${GrievancePaths.desk.complaints}${query}`, desk.officer.token);
  const idsOf = (page: Page) => page.items.map((item) => item.id);

  it('lists awaiting complaints first by due date, with counts per status and overdue', async () => {
    const page = await queue();
    expect(idsOf(page)).toEqual([
      ids.lateTheirs,
      ids.lateOpen,
      ids.dueToday,
      ids.later,
      ids.resolvedLate,
    ]);
    expect(page.total).toBe(5);
    expect(page.counts).toEqual([
      { status: 'Open', count: 2 },
      { status: 'Pending', count: 2 },
      { status: 'Resolved', count: 1 },
      { status: 'Rejected', count: 0 },
      { status: 'Closed', count: 0 },
    ]);
    expect(page.overdue).toBe(2);
    expect(page.items.map((item) => item.overdue)).toEqual([true, true, false, false, false]);
    expect(idsOf(await queue('?sort=newest'))).toEqual([
      ids.resolvedLate,
      ids.later,
      ids.dueToday,
      ids.lateTheirs,
      ids.lateOpen,
    ]);
  });

  it('filters by status, ward, category, officer and overdue; counts under the other filters', async () => {
    const pending = await queue('?status=Pending');
    expect(idsOf(pending)).toEqual([ids.lateTheirs, ids.dueToday]);
    expect(pending.counts.find((count) => count.status === 'Open')?.count).toBe(2);
    expect(idsOf(await queue(`?ward=${ward2}`))).toEqual([ids.lateTheirs, ids.dueToday]);
    expect(idsOf(await queue(`?category=${category2}`))).toEqual([ids.later]);
    expect(idsOf(await queue(`?officer=${desk.officer.id}`))).toEqual([
      ids.lateTheirs,
      ids.resolvedLate,
    ]);
    expect(idsOf(await queue('?officer=0'))).toEqual([ids.lateOpen, ids.later]);
    const overdue = await queue('?overdue=true');
    expect(idsOf(overdue)).toEqual([ids.lateTheirs, ids.lateOpen]);
    expect(overdue.counts.map((count) => count.count)).toEqual([1, 1, 0, 0, 0]);
    expect(idsOf(await queue('?overdue=false&status=Open'))).toEqual([ids.later]);
    expect((await queue('?status=Open&overdue=true')).overdue).toBe(1);
  });

  it('pages on the server, and refuses a bad filter with 400', async () => {
    const second = await queue('?size=2&page=2');
    expect([idsOf(second), second.total]).toEqual([[ids.dueToday, ids.later], 5]);
    for (const query of ['?status=Lost', '?ward=x', '?sort=random', '?officer=-1']) {
      const response = await desk.t.app.inject({
        method: 'GET',
        url: `${GrievancePaths.desk.complaints}${query}`,
        headers: bearer(desk.officer.token),
      });
      expect([query, response.statusCode]).toEqual([query, 400]);
    }
  });

  it('counts per ward the complaints awaiting an answer, overdue and due today', async () => {
    const deadlines = await getJson(desk.t, GrievancePaths.desk.wardDeadlines, desk.officer.token);
    expect(deadlines).toEqual({
      today,
      wards: [
        { wardId: desk.lookups.ward_id, ward: '7', awaiting: 2, overdue: 1, dueToday: 0 },
        { wardId: ward2, ward: '12', awaiting: 2, overdue: 1, dueToday: 1 },
      ],
    });
  });
});
