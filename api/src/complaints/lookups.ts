import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';

/** GET /api/User/grievance, /district, /ward, /ulb: the add-complaint form's choices. */
export function lookupRoutes(app: FastifyInstance, { db }: AppContext) {
  const list = (
    path: string,
    summary: string,
    item: Record<string, ReturnType<typeof Type.String>>,
    load: () => Promise<unknown>,
  ) =>
    app.get(
      path,
      {
        schema: {
          tags: ['User'],
          summary,
          response: { 200: Type.Array(Type.Object({ id: Type.Integer(), ...item })) },
        },
      },
      load,
    );
  list('/grievance', 'Grievance types', { grievanceTitle: Type.String() }, () =>
    db
      .selectFrom('grievance_type')
      .select(['id', 'title as grievanceTitle'])
      .orderBy('title')
      .execute(),
  );
  list('/district', 'Districts', { districtNameEnglish: Type.String() }, () =>
    db
      .selectFrom('district')
      .select(['id', 'name_english as districtNameEnglish'])
      .orderBy('name_english')
      .execute(),
  );
  list('/ward', 'Wards', { wardNumber: Type.String() }, () =>
    db.selectFrom('ward').select(['id', 'ward_number as wardNumber']).orderBy('id').execute(),
  );
  list('/ulb', 'Urban local bodies', { ulbName: Type.String() }, () =>
    db.selectFrom('ulb').select(['id', 'name as ulbName']).orderBy('name').execute(),
  );
}
