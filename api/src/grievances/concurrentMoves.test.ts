import { testDatabases } from '../testing/databases';
import { deskForTests, deskMove, eventsOf, openComplaint } from '../testing/grievanceDesk';
import { STALE_VERSION } from './moveComplaint';

describe.each(testDatabases())('two staff acting at once on %s', (dialect) => {
  const desk = deskForTests(dialect);

  it('lets one of two assigns on the same version win; the other gets 409', async () => {
    const { t, admin, officer, otherOfficer } = desk;
    for (let round = 0; round < 3; round++) {
      const id = await openComplaint(desk);
      const answers = await Promise.all(
        [officer, otherOfficer].map((to, i) =>
          deskMove(t, i === 0 ? admin : officer, id, 'assign', {
            version: 1,
            officerId: to.id,
            comment: '',
          }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.statusCode === 409);
      expect(loser?.json()).toEqual({ message: STALE_VERSION });
      const winner = answers.find((answer) => answer.statusCode === 200)?.json();
      expect((await eventsOf(t, id)).map((event) => event.kind)).toEqual(['file', 'assign']);
      const row = await t.db
        .selectFrom('complaint')
        .select(['version', 'officer_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ version: 2, officer_id: winner.officer.id });
    }
  });
});
