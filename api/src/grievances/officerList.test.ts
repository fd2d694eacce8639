import { GrievancePaths } from '@council/contract';
import { testDatabases } from '../testing/databases';
import { deskForTests } from '../testing/grievanceDesk';
import { getJson } from '../testing/requests';

describe.each(testDatabases())('the officers a complaint can be assigned to, on %s', (dialect) => {
  const desk = deskForTests(dialect);
  let ward2: number;
  beforeAll(async () => {
    ward2 = (
      await desk.t.db
        .insertInto('ward')
        .values({ ward_number: '12' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  });

  it('lists the active officers with their wards', async () => {
    const { t, officer, otherOfficer } = desk;
    await t.db
      .insertInto('officer_ward')
      .values({ account_id: officer.id, ward_id: ward2 })
      .execute();
    const disabled = await t.db
      .insertInto('account')
      .values({
        email: 'gone@council.local',
        password_hash: 'none',
        role: 'officer',
        created_at: 'now',
        name: 'Gone',
        mobile: '',
        email_verified_at: null,
        disabled_at: 'then',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const officers = await getJson(t, GrievancePaths.desk.officers, desk.admin.token);
    expect(officers).toEqual([
      {
        id: officer.id,
        name: 'Ravi Kumar',
        designation: 'Sanitary Inspector',
        wards: [{ id: ward2, wardNumber: '12' }],
      },
      { id: otherOfficer.id, name: 'Sita Devi', designation: 'Junior Engineer', wards: [] },
    ]);
    expect(officers.map((row) => row.id)).not.toContain(disabled.id);
  });
});
