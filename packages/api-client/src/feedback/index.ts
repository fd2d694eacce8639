// Readers' messages (issue 20): sent from the contact page and /feedback, read in the console.
export * from './entities';
export { feedbackInboxApi, sendFeedback, type FeedbackInboxRequest } from './feedbackApi';
export { feedbackQueries } from './queries';
export { feedbackFromWire } from './mappers';
export {
  FEEDBACK_LIMITS,
  FEEDBACK_STATUSES,
  isFeedbackEmail,
  isFeedbackPhone,
  REQUIRED_FEEDBACK_FIELDS,
  type FeedbackField,
} from '@council/contract/feedback-rules';
