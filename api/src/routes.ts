import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import { aboutSection } from './about/aboutSection';
import type { AppContext } from './appContext';
import { archiveRoutes } from './archive/archiveRoutes';
import { requireRole } from './auth/guard';
import { addComplaintRoute } from './complaints/addComplaint';
import { adminComplaintCountRoute } from './complaints/adminComplaintCount';
import { complaintCountsRoute } from './complaints/complaintCountsByStatus';
import { complaintPageRoute } from './complaints/complaintPage';
import { lookupRoutes } from './complaints/lookups';
import { publicComplaintRoutes } from './complaints/publicComplaints';
import { userComplaintCountRoute } from './complaints/userComplaintCount';
import { userComplaintRoutes } from './complaints/userComplaints';
import { employeeSection } from './employees/employeeSection';
import { employeesByDesignationRoute } from './employees/employeesByDesignation';
import { officialsPageRoute } from './employees/officialsPage';
import { adminFeedbackRoutes, publicFeedbackRoutes } from './feedback/feedbackRoutes';
import { gallerySection } from './gallery/gallerySection';
import {
  adminGrievanceSettingRoutes,
  publicGrievanceSettingRoutes,
} from './grievance-settings/grievanceSettingRoutes';
import { conditionalAnswers } from './last-updated/conditionalAnswers';
import { lastUpdatedRoute } from './last-updated/lastUpdatedRoute';
import { latestNewsSection } from './latest-news/latestNewsSection';
import { pressReleaseSection } from './press-releases/pressReleaseSection';
import { adminPolicyRoutes, publicPolicyRoutes } from './policies/policyRoutes';
import {
  circularSection,
  noticeSection,
  officeOrderSection,
} from './published-documents/documentSections';
import { sectionItemRoute } from './paging/sectionItemRoute';
import { sectionPagedRoute } from './paging/sectionPagedRoute';
import { scorecardRoute } from './scorecard/scorecardRoute';
import { searchRoute } from './search/search';
import type { Section } from './sections/section';
import { deleteRoute, listRoute, saveRoutes } from './sections/sectionRoutes';
import { sliderSection } from './slider/sliderSection';
import { tenderSection } from './tenders/tenderSection';

/** The sections citizens read and admins edit (SPEC.md section 7). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of differently typed sections
type AnySection = Section<any, any>;
const PUBLISHED_SECTIONS: AnySection[] = [
  sliderSection,
  aboutSection,
  tenderSection,
  noticeSection,
  circularSection,
  latestNewsSection,
  officeOrderSection,
  gallerySection,
  pressReleaseSection,
];
export const ADMIN_SECTIONS: AnySection[] = [employeeSection, ...PUBLISHED_SECTIONS];

/**
 * The three families of SPEC.md section 7. Each is its own Fastify scope, so the role check
 * of /api/Admin and /api/User covers every route added to it, now and later.
 */
export function publicRoutes(context: AppContext): FastifyPluginAsync {
  return async (app) => {
    // Before the routes: Last-Modified and 304 on the lists (issue 20).
    app.addHook('onRoute', conditionalAnswers(context, PUBLISHED_SECTIONS));
    for (const section of PUBLISHED_SECTIONS) listRoute(app, context, section, 'Public');
    employeesByDesignationRoute(app, context);
    publicComplaintRoutes(app, context);
    searchRoute(app, context);
  };
}

export function adminRoutes(context: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRequest', requireRole('admin', context));
    app.addHook('onRoute', documentBearer);
    adminComplaintCountRoute(app, context);
    for (const section of ADMIN_SECTIONS) {
      listRoute(app, context, section, 'Admin');
      saveRoutes(app, context, section);
      deleteRoute(app, context, section);
    }
  };
}

export function userRoutes(context: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.addHook('onRequest', requireRole('user', context));
    app.addHook('onRoute', documentBearer);
    userComplaintCountRoute(app, context);
    userComplaintRoutes(app, context);
    lookupRoutes(app, context);
    addComplaintRoute(app, context);
  };
}

/**
 * The paged calls (PagedPaths, /api/v2/...): every list a screen shows, by page, files by URL.
 * Three scopes like the three above: /api/v2/admin needs role admin, /api/v2/user role user.
 */
export function pagedRoutes(context: AppContext): FastifyPluginAsync {
  return async (app) => {
    await app.register(async (scope) => {
      scope.addHook('onRoute', conditionalAnswers(context, PUBLISHED_SECTIONS));
      for (const section of PUBLISHED_SECTIONS) {
        sectionPagedRoute(scope, context, section, 'public');
        sectionItemRoute(scope, context, section);
      }
      officialsPageRoute(scope, context);
      complaintPageRoute(scope, context, 'public');
      complaintCountsRoute(scope, context, 'public');
      publicGrievanceSettingRoutes(scope, context);
      scorecardRoute(scope, context);
      lastUpdatedRoute(scope, context);
      archiveRoutes(scope, context);
      publicFeedbackRoutes(scope, context);
      publicPolicyRoutes(scope, context);
    });
    await app.register(async (scope) => {
      scope.addHook('onRequest', requireRole('admin', context));
      scope.addHook('onRoute', documentBearer);
      for (const section of ADMIN_SECTIONS) sectionPagedRoute(scope, context, section, 'admin');
      complaintCountsRoute(scope, context, 'admin');
      adminGrievanceSettingRoutes(scope, context);
      adminFeedbackRoutes(scope, context);
      adminPolicyRoutes(scope, context);
    });
    await app.register(async (scope) => {
      scope.addHook('onRequest', requireRole('user', context));
      scope.addHook('onRoute', documentBearer);
      complaintPageRoute(scope, context, 'user');
      complaintCountsRoute(scope, context, 'user');
    });
  };
}

/** Marks a guarded route in the OpenAPI document as needing the bearer token. */
export function documentBearer(route: RouteOptions) {
  route.schema = { ...route.schema, security: [{ bearer: [] }] } as RouteOptions['schema'];
}
