import { Type, type Static } from '@sinclair/typebox';
import { FEEDBACK_LIMITS, FEEDBACK_PAGES, FEEDBACK_STATUSES } from './feedback-rules';
import { PageOf, PageQuery } from './paging';

// Messages readers send (issue 20; paths FeedbackPaths in ./feedback-rules). The schema bounds
// each field; the API then checks what a schema cannot say (an empty field, an email's form,
// a phone number, the text rules) and answers each with its own sentence.

const text = (max: number) => Type.String({ maxLength: max });

/** POST public feedback: a reader's message. Answers 201 FeedbackReceipt. */
export const FeedbackBody = Type.Object({
  name: text(FEEDBACK_LIMITS.name),
  email: text(FEEDBACK_LIMITS.email),
  phone: Type.Optional(text(FEEDBACK_LIMITS.phone)),
  project: Type.Optional(text(FEEDBACK_LIMITS.project)),
  subject: text(FEEDBACK_LIMITS.subject),
  message: text(FEEDBACK_LIMITS.message),
  /** The page the form was on; 'feedback' when absent. */
  sentFrom: Type.Optional(Type.Union(FEEDBACK_PAGES.map((page) => Type.Literal(page)))),
});
export type FeedbackBody = Static<typeof FeedbackBody>;

/** The thank-you: the reference number to quote, and the sentence that says it. */
export const FeedbackReceipt = Type.Object({
  reference: Type.String(),
  message: Type.String(),
});
export type FeedbackReceipt = Static<typeof FeedbackReceipt>;

/** One message as the console's inbox shows it. */
export const FeedbackItem = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  reference: Type.String(),
  name: Type.String(),
  email: Type.String(),
  /** '' where none was given. */
  phone: Type.String(),
  project: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  sentFrom: Type.Union(FEEDBACK_PAGES.map((page) => Type.Literal(page))),
  receivedAt: Type.String(),
  /** null while the message is new. */
  handledAt: Type.Union([Type.String(), Type.Null()]),
  /** The name (or email) of the admin who marked it handled; null while new. */
  handledBy: Type.Union([Type.String(), Type.Null()]),
});
export type FeedbackItem = Static<typeof FeedbackItem>;

/** GET admin feedback: PageQuery and ?status=new|handled|all (all when absent), newest first. */
export const FeedbackPageQuery = Type.Composite([
  PageQuery,
  Type.Object({
    status: Type.Optional(Type.Union(FEEDBACK_STATUSES.map((status) => Type.Literal(status)))),
  }),
]);
export type FeedbackPageQuery = Static<typeof FeedbackPageQuery>;

export const FeedbackInboxPage = PageOf(FeedbackItem);
export type FeedbackInboxPage = Static<typeof FeedbackInboxPage>;

/** GET admin feedback-counts: how many messages are new and how many handled. */
export const FeedbackCounts = Type.Object({
  new: Type.Integer({ minimum: 0 }),
  handled: Type.Integer({ minimum: 0 }),
});
export type FeedbackCounts = Static<typeof FeedbackCounts>;
