import type { Tender } from '@council/api-client';
import { parseDateParts } from '@council/ui';

// Which tenders are active (DECISIONS.md: the last date and time of submission still ahead, in
// the council's time) the API decides (?state=active|closed); the screens only show that date.

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The last date of submission with its time (a separate 'HH:mm' field on the wire), as the
 * council's wall clock reads it, for formatDate ('yyyy-MM-ddTHH:mm'); null without a date.
 */
export function closingDateTime(tender: Tender): string | null {
  const date = tender.lastDateOfSubmission ? parseDateParts(tender.lastDateOfSubmission) : null;
  if (!date) return null;
  const time = /^(\d{1,2}):(\d{2})/.exec(tender.lastTimeOfSubmission ?? '');
  const [hour, minute] = time ? [Number(time[1]), Number(time[2])] : [date.hour, date.minute];
  return `${date.year}-${pad(date.month)}-${pad(date.day)}T${pad(hour)}:${pad(minute)}`;
}
