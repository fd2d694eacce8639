import type { Tender } from '@council/api-client';
import { parseDateParts } from '@council/ui';

// The council keeps Indian time (UTC+05:30, no daylight saving).
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const pad = (value: number) => String(value).padStart(2, '0');

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * The last date of submission with its time (a separate 'HH:mm' field on the wire), as the
 * council's wall clock reads it. A date without any time closes at the end of that day.
 */
function closingWallClock(tender: Tender): (WallClock & { timeKnown: boolean }) | null {
  const date = tender.lastDateOfSubmission ? parseDateParts(tender.lastDateOfSubmission) : null;
  if (!date) return null;
  const time = /^(\d{1,2}):(\d{2})/.exec(tender.lastTimeOfSubmission ?? '');
  if (time) return { ...date, hour: Number(time[1]), minute: Number(time[2]), timeKnown: true };
  if (date.hour !== 0 || date.minute !== 0) return { ...date, timeKnown: true };
  return { ...date, hour: 23, minute: 59, timeKnown: false };
}

/** The instant submissions close, or null when the tender names no last date. */
export function submissionDeadline(tender: Tender): Date | null {
  const clock = closingWallClock(tender);
  if (!clock) return null;
  const { year, month, day, hour, minute } = clock;
  return new Date(Date.UTC(year, month - 1, day, hour, minute, 59, 999) - INDIA_OFFSET_MS);
}

/**
 * DECISIONS.md: a tender is active while its last date and time of submission is still ahead.
 * A tender with no last date has not closed.
 */
export function isActiveTender(tender: Tender, now: Date = new Date()): boolean {
  const deadline = submissionDeadline(tender);
  return deadline === null || deadline.getTime() >= now.getTime();
}

/** The last date and time as a wall-clock string for formatDate ('yyyy-MM-ddTHH:mm'). */
export function closingDateTime(tender: Tender): string | null {
  const clock = closingWallClock(tender);
  if (!clock) return null;
  const date = `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`;
  return clock.timeKnown ? `${date}T${pad(clock.hour)}:${pad(clock.minute)}` : `${date}T00:00`;
}
