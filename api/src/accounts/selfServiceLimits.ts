import type { AppContext } from '../appContext';
import { trafficLimits } from '../config';
import { SharedLimit } from '../limits/sharedLimit';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The limits of a person's own way in (issue 15, point 6), counted in the database so that every
 * API process on it holds them together. Per client address: what one machine (or one shared
 * network) may ask an hour. Per email: how many mails of a kind one mailbox gets an hour, counted
 * whether or not the email has an account, so that a 429 tells no one which emails exist. Each
 * is taken only once the request is otherwise right: a typing mistake costs nothing.
 */
export interface SelfServiceLimits {
  signUpByAddress: SharedLimit;
  mailRequestByAddress: SharedLimit;
  confirmationMailByEmail: SharedLimit;
  resetMailByEmail: SharedLimit;
  linkUseByAddress: SharedLimit;
}

export function selfServiceLimits(context: Pick<AppContext, 'db' | 'traffic'>): SelfServiceLimits {
  const limits = trafficLimits(context.traffic);
  const hourly = (counter: string, max: number, refusal: string) =>
    new SharedLimit(context.db, { counter, max, windowMs: HOUR_MS, refusal });
  return {
    signUpByAddress: hourly(
      'sign-up by address',
      limits.signupsPerHour,
      'Too many accounts have been made from your network in the last hour.',
    ),
    mailRequestByAddress: hourly(
      'mail request by address',
      limits.accountMailsPerHour,
      'Too many mails have been asked for from your network in the last hour.',
    ),
    confirmationMailByEmail: hourly(
      'confirmation mail by email',
      limits.mailsPerEmailPerHour,
      'Too many mails have been sent to this email address in the last hour.',
    ),
    resetMailByEmail: hourly(
      'reset mail by email',
      limits.mailsPerEmailPerHour,
      'Too many mails have been sent to this email address in the last hour.',
    ),
    linkUseByAddress: hourly(
      'link use by address',
      limits.linkUsesPerHour,
      'Too many links have been opened from your network in the last hour.',
    ),
  };
}
