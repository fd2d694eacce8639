// Plain data, no schemas (@council/contract/feedback-rules): the paths and rules of the messages
// readers send from the contact page and /feedback (issue 20), which the form checks before the
// API does. Apart from ./paths, so that a page without the form carries none of it.

/**
 * POST `public.feedback` (FeedbackBody, no token) answers 201 FeedbackReceipt. Role admin:
 * GET `admin.feedback` (FeedbackPageQuery) a page of the inbox; PUT `admin.feedback + '/{id}/handled'`
 * marks one handled, DELETE the same path marks it new again; GET `admin.counts` FeedbackCounts.
 */
export const FeedbackPaths = {
  public: { feedback: '/api/v2/public/feedback' },
  admin: {
    feedback: '/api/v2/admin/feedback',
    counts: '/api/v2/admin/feedback-counts',
  },
} as const;

/** The pages a message is sent from. */
export const FEEDBACK_PAGES = ['contact', 'feedback'] as const;
export type FeedbackOrigin = (typeof FEEDBACK_PAGES)[number];

/** The inbox's filter: new (not yet handled), handled, or every message. */
export const FEEDBACK_STATUSES = ['new', 'handled', 'all'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** The longest of each field, in characters, once the spaces around it are gone. */
export const FEEDBACK_LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  project: 100,
  subject: 150,
  message: 3000,
} as const;
export type FeedbackField = keyof typeof FEEDBACK_LIMITS;

/** The fields a message must have; phone and project may be left empty. */
export const REQUIRED_FEEDBACK_FIELDS = ['name', 'email', 'subject', 'message'] as const;

// The same email rule as an account's (account-rules), repeated: this file imports nothing.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone number as people write one: digits with +, spaces, dashes or brackets; 6 to 15 digits. */
const PHONE = /^\+?[\d\s()-]+$/;

export function isFeedbackEmail(value: string): boolean {
  return value.length <= FEEDBACK_LIMITS.email && EMAIL.test(value);
}

export function isFeedbackPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE.test(value) && digits >= 6 && digits <= 15;
}

/** The number a reader quotes: FB/2026/000123, from the message's id and the year it came. */
export function feedbackNumber(id: number, receivedAt: string): string {
  return `FB/${receivedAt.slice(0, 4)}/${String(id).padStart(6, '0')}`;
}
