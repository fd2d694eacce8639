import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { feedbackCountsRoute } from './feedbackCounts';
import { feedbackInboxRoute } from './feedbackInbox';
import { markHandledRoutes } from './markHandled';
import { sendFeedbackRoute } from './sendFeedback';

/** What a reader sends (FeedbackPaths.public), on the public scope of the paged calls. */
export function publicFeedbackRoutes(app: FastifyInstance, context: AppContext) {
  sendFeedbackRoute(app, context);
}

/** The console's inbox (FeedbackPaths.admin), on the admin scope. */
export function adminFeedbackRoutes(app: FastifyInstance, context: AppContext) {
  feedbackInboxRoute(app, context);
  markHandledRoutes(app, context);
  feedbackCountsRoute(app, context);
}
