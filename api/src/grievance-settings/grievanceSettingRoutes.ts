import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { adminCategoryRoutes, publicCategoriesRoute } from './categories';
import { adminHolidayRoutes, publicHolidaysRoute } from './holidays';

/** The grievance categories' days and the holidays, as anyone reads them (GrievancePaths.public). */
export function publicGrievanceSettingRoutes(app: FastifyInstance, context: AppContext) {
  publicCategoriesRoute(app, context);
  publicHolidaysRoute(app, context);
}

/** Their changes, on the admin scope (GrievancePaths.admin). */
export function adminGrievanceSettingRoutes(app: FastifyInstance, context: AppContext) {
  adminCategoryRoutes(app, context);
  adminHolidayRoutes(app, context);
}
