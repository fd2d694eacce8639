import { ACCOUNTS_HINDI } from './accounts';
import { CONTENT_HINDI } from './content';
import { FEEDBACK_HINDI } from './feedback';
import { GRIEVANCES_HINDI } from './grievances';
import { HTTP_HINDI } from './http';
import { POLICIES_HINDI } from './policies';
import { TERMS_HINDI } from './terms';

/** Its parts, by what they are about (a test checks no English appears in two of them). */
export const HINDI_PARTS = {
  http: HTTP_HINDI,
  accounts: ACCOUNTS_HINDI,
  content: CONTENT_HINDI,
  grievances: GRIEVANCES_HINDI,
  feedback: FEEDBACK_HINDI,
  policies: POLICIES_HINDI,
  terms: TERMS_HINDI,
} as const;

/**
 * The one Hindi table of the API: each English sentence (or template, with {placeholders}) the
 * API answers with, and its Hindi twin; and apart, the words put in their places.
 */
export const HINDI_SENTENCES: Readonly<Record<string, string>> = {
  ...HTTP_HINDI,
  ...ACCOUNTS_HINDI,
  ...CONTENT_HINDI,
  ...GRIEVANCES_HINDI,
  ...FEEDBACK_HINDI,
  ...POLICIES_HINDI,
};
export const HINDI_TERMS = TERMS_HINDI;
