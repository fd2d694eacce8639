import {
  CategoryDaysBody,
  GrievanceCategoryWire,
  GrievancePaths,
  IdParams,
  MessageRef,
} from '@council/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import type { Db } from '../db/database';
import { ClientError } from '../http/errors';
import type { TypeBoxProvider } from '../http/typebox';

const CategoryList = Type.Array(GrievanceCategoryWire);

/** Every grievance category with its days to resolve, by title. */
export function listCategories(db: Db): Promise<GrievanceCategoryWire[]> {
  return db
    .selectFrom('grievance_type')
    .select(['id', 'title', 'days_to_resolve as daysToResolve'])
    .orderBy('title')
    .orderBy('id')
    .execute();
}

/** GET GrievancePaths.public.categories: what a citizen may expect before filing. */
export function publicCategoriesRoute(app: FastifyInstance, { db }: AppContext) {
  app.get(
    GrievancePaths.public.categories,
    {
      schema: {
        tags: ['Public'],
        summary: 'Grievance categories with the working days the council gives itself for each',
        response: { 200: CategoryList },
      },
    },
    () => listCategories(db),
  );
}

/**
 * GET GrievancePaths.admin.categories and PUT …/{id} {daysToResolve}: the console's list and
 * the change of one category's days. A new number counts for complaints filed or reopened from
 * then on; due dates already given stay.
 */
export function adminCategoryRoutes(app: FastifyInstance, { db }: AppContext) {
  const typed = app.withTypeProvider<TypeBoxProvider>();
  typed.get(
    GrievancePaths.admin.categories,
    {
      schema: {
        tags: ['Admin'],
        summary: 'Grievance categories with their days to resolve, by title',
        response: { 200: CategoryList },
      },
    },
    () => listCategories(db),
  );
  typed.put(
    `${GrievancePaths.admin.categories}/:id`,
    {
      bodyLimit: 1024,
      schema: {
        tags: ['Admin'],
        summary: "Change a grievance category's days to resolve",
        description:
          'Working days (Sundays and the holidays skipped), from 1 to 365. Complaints filed or ' +
          'reopened from now on get due dates by the new number; due dates already given do ' +
          'not move. 404 for no such category.',
        params: IdParams,
        body: CategoryDaysBody,
        response: {
          200: GrievanceCategoryWire,
          400: MessageRef,
          401: MessageRef,
          403: MessageRef,
          404: MessageRef,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const changed = await db
        .updateTable('grievance_type')
        .set({ days_to_resolve: request.body.daysToResolve })
        .where('id', '=', id)
        .returning(['id', 'title', 'days_to_resolve as daysToResolve'])
        .executeTakeFirst();
      if (!changed) throw new ClientError(404, `There is no grievance category with id ${id}.`);
      return changed;
    },
  );
}
