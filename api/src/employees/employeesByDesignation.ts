import { OfficialsQuery, OfficialWire } from '@council/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import type { TypeBoxProvider } from '../http/typebox';
import { wireRows } from '../sections/sectionStore';
import { EMPLOYEE_ORDER, employeeSection } from './employeeSection';

/**
 * GET /api/Public/minister-officer-employee-by-designations?designations=..&home=Yes|All:
 * officials of the given designations (repeatable), only those shown on the home page when
 * home=Yes; by serial number, then name.
 */
export function employeesByDesignationRoute(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<TypeBoxProvider>().get(
    '/minister-officer-employee-by-designations',
    {
      schema: {
        tags: ['Public'],
        summary: 'Officials by designation, ordered by serial number then name',
        querystring: OfficialsQuery,
        response: { 200: Type.Array(OfficialWire) },
      },
    },
    async (request) => {
      const { designations = [], home } = request.query;
      let query = db.selectFrom('employee').selectAll();
      if (designations.length > 0) query = query.where('designation', 'in', designations);
      if (home === 'Yes') query = query.where('show_on_home_page', '=', 1);
      for (const [column, direction] of EMPLOYEE_ORDER) query = query.orderBy(column, direction);
      const rows = await wireRows(db, employeeSection, await query.execute());
      return rows as OfficialWire[];
    },
  );
}
