import {
  GrievancePaths,
  HolidayQuery,
  HolidayWire,
  IdParams,
  indiaDate,
  MessageRef,
  NewHolidayBody,
} from '@council/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/uniqueViolation';
import { ClientError } from '../http/errors';
import type { TypeBoxProvider } from '../http/typebox';
import { realDate } from './realDate';
import { recordChange } from '../last-updated/recordChange';

const NO_MOVE =
  'Due dates already given do not move: a change counts for complaints filed or reopened ' +
  'from then on.';

const holidayColumns = ['id', 'day as date', 'name'] as const;

/** GET GrievancePaths.public.holidays?year=: the council's holidays of a year, by date. */
export function publicHolidaysRoute(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<TypeBoxProvider>().get(
    GrievancePaths.public.holidays,
    {
      schema: {
        tags: ['Public'],
        summary: "The council's holidays of a year, by date",
        description:
          'The days due dates skip (as Sundays). ?year= defaults to the current year in India.',
        querystring: HolidayQuery,
        response: { 200: Type.Array(HolidayWire), 400: MessageRef },
      },
    },
    (request) => {
      const year = String(request.query.year ?? indiaDate(new Date()).slice(0, 4));
      return db
        .selectFrom('holiday')
        .select(holidayColumns)
        .where('day', '>=', `${year}-01-01`)
        .where('day', '<=', `${year}-12-31`)
        .orderBy('day')
        .execute();
    },
  );
}

/** POST GrievancePaths.admin.holidays {date, name} and DELETE …/{id}. */
export function adminHolidayRoutes(app: FastifyInstance, { db }: AppContext) {
  const typed = app.withTypeProvider<TypeBoxProvider>();
  typed.post(
    GrievancePaths.admin.holidays,
    {
      bodyLimit: 4 * 1024,
      schema: {
        tags: ['Admin'],
        summary: 'Add a council holiday',
        description: `400 for a date not in the calendar; 409 when the date is already a holiday. ${NO_MOVE}`,
        body: NewHolidayBody,
        response: {
          201: HolidayWire,
          400: MessageRef,
          401: MessageRef,
          403: MessageRef,
          409: MessageRef,
        },
      },
    },
    async (request, reply) => {
      const date = realDate(request.body.date);
      const name = request.body.name.trim();
      if (name === '') throw new ClientError(400, 'name is required.');
      await refuseTaken(db, date);
      try {
        // The calendar page's "Last updated" moves with the holiday, in the same transaction.
        const added = await db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('holiday')
            .values({ day: date, name })
            .returning(holidayColumns)
            .executeTakeFirstOrThrow();
          await recordChange(trx, 'holiday');
          return row;
        });
        return reply.code(201).send(added);
      } catch (error) {
        // Another admin added the same day since the check above.
        if (isUniqueViolation(error)) await refuseTaken(db, date);
        throw error;
      }
    },
  );
  typed.delete(
    `${GrievancePaths.admin.holidays}/:id`,
    {
      schema: {
        tags: ['Admin'],
        summary: 'Remove a council holiday',
        description: `404 for no such holiday. ${NO_MOVE}`,
        params: IdParams,
        response: {
          204: Type.Null(),
          400: MessageRef,
          401: MessageRef,
          403: MessageRef,
          404: MessageRef,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const removed = await db.transaction().execute(async (trx) => {
        const result = await trx.deleteFrom('holiday').where('id', '=', id).executeTakeFirst();
        if (Number(result.numDeletedRows) > 0) await recordChange(trx, 'holiday');
        return result;
      });
      if (Number(removed.numDeletedRows) === 0) {
        throw new ClientError(404, `There is no holiday with id ${id}.`);
      }
      return reply.code(204).send(null);
    },
  );
}

async function refuseTaken(db: Db, date: string) {
  const taken = await db
    .selectFrom('holiday')
    .select('name')
    .where('day', '=', date)
    .executeTakeFirst();
  if (taken) throw new ClientError(409, `${date} is already a holiday: ${taken.name}.`);
}
