import { optionalDate } from '../http/formValues';

/**
 * The show_until value a form or body sent (issue 20), as a column to save: left out when the
 * field was not sent (an update keeps the stored date: a SPEC.md client never sends one; a new
 * item has none), null when sent empty (cleared), else a real calendar date or a 400.
 */
export function showUntilValue(value: string | null | undefined): { show_until?: string | null } {
  if (value === undefined) return {};
  return { show_until: optionalDate(value ?? '', 'Show until') };
}
