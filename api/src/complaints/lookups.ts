import { DistrictWire, GrievanceWire, UlbWire, WardWire } from '@council/contract';
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';

/** GET /api/User/grievance, /district, /ward, /ulb: the add-complaint form's choices. */
export function lookupRoutes(app: FastifyInstance, { db }: AppContext) {
  const list = (path: string, summary: string, item: TSchema, load: () => Promise<unknown>) =>
    app.get(
      path,
      {
        schema: {
          tags: ['User'],
          summary,
          response: { 200: Type.Array(item) },
        },
      },
      load,
    );
  list('/grievance', 'Grievance types', GrievanceWire, () =>
    db
      .selectFrom('grievance_type')
      .select(['id', 'title as grievanceTitle'])
      .orderBy('title')
      .execute(),
  );
  list('/district', 'Districts', DistrictWire, () =>
    db
      .selectFrom('district')
      .select(['id', 'name_english as districtNameEnglish'])
      .orderBy('name_english')
      .execute(),
  );
  list('/ward', 'Wards', WardWire, () =>
    db.selectFrom('ward').select(['id', 'ward_number as wardNumber']).orderBy('id').execute(),
  );
  list('/ulb', 'Urban local bodies', UlbWire, () =>
    db.selectFrom('ulb').select(['id', 'name as ulbName']).orderBy('name').execute(),
  );
}
