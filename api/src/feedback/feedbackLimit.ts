import type { Db } from '../db/database';
import { SharedLimit } from '../limits/sharedLimit';

const HOUR_MS = 60 * 60 * 1000;

/**
 * At most `max` messages an hour from one client address (FEEDBACK_PER_HOUR, 20 by default).
 * Generous: many citizens share one address behind a mobile carrier's NAT (issue 26), and a
 * person who writes twice must not be refused; it stops a script filling the inbox, not a family.
 * Counted in the database, so that every API process on it holds the limit together.
 */
export function feedbackLimit(db: Db, max: number): SharedLimit {
  return new SharedLimit(db, {
    counter: 'feedback by address',
    max,
    windowMs: HOUR_MS,
    refusal: 'Too many messages have been sent from your network in the last hour.',
  });
}
