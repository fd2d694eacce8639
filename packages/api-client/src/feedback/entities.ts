import type { FeedbackOrigin, FeedbackStatus } from '@council/contract/feedback-rules';

export type { FeedbackOrigin, FeedbackStatus };

/** What a reader writes on the contact page or /feedback; phone and project may be ''. */
export interface NewFeedback {
  name: string;
  email: string;
  phone: string;
  project: string;
  subject: string;
  message: string;
  sentFrom: FeedbackOrigin;
}

/** A message in the console's inbox. */
export interface FeedbackMessage {
  id: number;
  /** What the reader was given to quote: FB/2026/000123. */
  reference: string;
  name: string;
  email: string;
  /** '' where none was given. */
  phone: string;
  project: string;
  subject: string;
  message: string;
  sentFrom: FeedbackOrigin;
  receivedAt: string | null;
  /** null while the message is new. */
  handledAt: string | null;
  handledBy: string | null;
}

export interface FeedbackCounts {
  new: number;
  handled: number;
}
