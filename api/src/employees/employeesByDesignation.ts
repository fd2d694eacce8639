import { MessageRef, OfficialsQuery, OfficialWire, PagedPaths } from '@council/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { sendStreamedList } from '../http/streamedList';
import type { TypeBoxProvider } from '../http/typebox';
import { slottedRow } from '../sections/sectionStore';
import { employeeSection } from './employeeSection';
import { inOfficialsOrder, officialsQuery } from './officials';

/**
 * GET /api/Public/minister-officer-employee-by-designations?designations=..&home=Yes|All:
 * officials of the given designations (repeatable), only those shown on the home page when
 * home=Yes; by serial number, then name. Photos as base64, written row by row and bounded.
 */
export function employeesByDesignationRoute(app: FastifyInstance, context: AppContext) {
  app.withTypeProvider<TypeBoxProvider>().get(
    '/minister-officer-employee-by-designations',
    {
      schema: {
        tags: ['Public'],
        summary: 'Officials by designation, ordered by serial number then name',
        description: `Photos as base64. Deprecated: use GET ${PagedPaths.public.officials} (by page, photos by URL).`,
        deprecated: true,
        querystring: OfficialsQuery,
        response: { 200: Type.Array(OfficialWire), 503: MessageRef },
      },
    },
    (request, reply) =>
      sendStreamedList(reply, context, {
        item: OfficialWire,
        rows: () =>
          inOfficialsOrder(officialsQuery(context.db, request.query).selectAll()).execute(),
        toWire: (row, slot) => slottedRow(employeeSection, row, slot),
      }),
  );
}
