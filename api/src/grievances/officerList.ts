import { GrievancePaths, MessageRef, OfficerWire } from '@council/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import type { Db } from '../db/database';
import type { TypeBoxProvider } from '../http/typebox';
import { staffName } from './complaintRows';

/** GET desk officers: the active officers a complaint can be assigned to, with their wards. */
export function officerListRoute(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<TypeBoxProvider>().get(
    GrievancePaths.desk.officers,
    {
      schema: {
        tags: ['Desk'],
        summary: 'The active grievance officers, with their designation and wards, by name',
        response: { 200: Type.Array(OfficerWire), 401: MessageRef, 403: MessageRef },
      },
    },
    () => activeOfficers(db),
  );
}

export async function activeOfficers(db: Db): Promise<OfficerWire[]> {
  const officers = await db
    .selectFrom('account')
    .select(['id', 'name', 'designation'])
    .where('role', '=', 'officer')
    .where('disabled_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
  const wards = await db
    .selectFrom('officer_ward as ow')
    .innerJoin('account as a', 'a.id', 'ow.account_id')
    .innerJoin('ward as w', 'w.id', 'ow.ward_id')
    .select(['ow.account_id', 'w.id', 'w.ward_number as wardNumber'])
    .where('a.role', '=', 'officer')
    .where('a.disabled_at', 'is', null)
    .orderBy('w.id')
    .execute();
  return officers.map((officer) => ({
    id: officer.id,
    name: staffName(officer.name),
    designation: officer.designation,
    wards: wards
      .filter((ward) => ward.account_id === officer.id)
      .map(({ id, wardNumber }) => ({ id, wardNumber })),
  }));
}
