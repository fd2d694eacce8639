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

/** Now on the council's wall clock (India, UTC+05:30, no daylight saving): 'yyyy-MM-ddTHH:mm'. */
function councilWallClock(now: Date): string {
  return new Date(now.getTime() + (5 * 60 + 30) * 60_000).toISOString().slice(0, 16);
}

/**
 * Whether a tender is still open for bids, as the API's ?state= reckons it (DECISIONS.md): its
 * last date and time of submission is still ahead, through that minute; a date without a time
 * closes at the end of its day. For the one tender of /tender-details, which no list names.
 */
export function isOpenForBids(tender: Tender, now: Date = new Date()): boolean {
  const date = tender.lastDateOfSubmission ? parseDateParts(tender.lastDateOfSubmission) : null;
  if (!date) return false;
  const time = /^(\d{1,2}):(\d{2})/.exec(tender.lastTimeOfSubmission ?? '');
  const [hour, minute] = time ? [Number(time[1]), Number(time[2])] : [23, 59];
  const deadline = `${date.year}-${pad(date.month)}-${pad(date.day)}T${pad(hour)}:${pad(minute)}`;
  return deadline >= councilWallClock(now);
}
