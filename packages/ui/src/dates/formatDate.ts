// The date formats of SPEC.md section 9. The council keeps Indian time, so an instant (a value
// with a zone) is shown as it was in India; a calendar date or a wall-clock time is shown as sent.
// In Hindi a month is named in full, day month year, as Hindi writes a date ('05 मार्च 2024');
// the numeric formats are the same in both languages, with the digits 0-9 (as Bihar's sites).
import { i18n } from '@council/i18n';
import { ENGLISH_NAMES, ownCalendarNames } from './calendarNames';

/** SPEC.md's patterns, and 'EEEE' for the day of the week ('Monday'). */
export type DatePattern =
  'yyyy-MM-dd' | 'dd/MMM/yyyy' | 'dd/MMM/yyyy HH:mm' | 'yyyy-MM-dd HH:mm:ss' | 'MMM d, y' | 'EEEE';

export const COUNCIL_TIME_ZONE = 'Asia/Kolkata';

export interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/;

/**
 * India keeps one offset all year, UTC+05:30 (since 1945, with no daylight saving), so the
 * council's clock is read by arithmetic. Asking Intl for Asia/Kolkata instead cost its first
 * caller about 30 ms of loading time-zone data, on the main thread of every page with a date.
 */
const COUNCIL_UTC_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** An instant as the council's clock (COUNCIL_TIME_ZONE) showed it. */
export function councilClockParts(instant: Date): Parts {
  const shifted = new Date(instant.getTime() + COUNCIL_UTC_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

export function parseDateParts(value: string): Parts | null {
  const local = LOCAL.exec(value.trim());
  if (local) {
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = local;
    const parts = {
      year: Number(y),
      month: Number(mo),
      day: Number(d),
      hour: Number(h),
      minute: Number(mi),
      second: Number(s),
    };
    return parts.month >= 1 && parts.month <= 12 && parts.day >= 1 && parts.day <= 31
      ? parts
      : null;
  }
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : councilClockParts(instant);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The date in the pattern, or null when there is no date or it cannot be read (screens show N/A).
 * In the reader's language unless `language` is given: the one @council/i18n reads now, which is the
 * visitor's during a server render too (renderingIn).
 */
export function formatDate(
  value: string | null | undefined,
  pattern: DatePattern,
  language: string | undefined = i18n.language,
): string | null {
  if (!value) return null;
  const p = parseDateParts(value);
  if (!p) return null;
  // Hindi (the one language with names of its own) writes day month year, months in full.
  const own = ownCalendarNames(language);
  const names = own ?? ENGLISH_NAMES;
  const month = names.months[p.month - 1];
  const hindi = own !== null;
  const time = `${pad(p.hour)}:${pad(p.minute)}`;
  switch (pattern) {
    case 'yyyy-MM-dd':
      return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
    case 'dd/MMM/yyyy':
      return hindi ? `${pad(p.day)} ${month} ${p.year}` : `${pad(p.day)}/${month}/${p.year}`;
    case 'dd/MMM/yyyy HH:mm':
      return hindi
        ? `${pad(p.day)} ${month} ${p.year} ${time}`
        : `${pad(p.day)}/${month}/${p.year} ${time}`;
    case 'yyyy-MM-dd HH:mm:ss':
      return `${p.year}-${pad(p.month)}-${pad(p.day)} ${time}:${pad(p.second)}`;
    case 'MMM d, y':
      return hindi ? `${p.day} ${month} ${p.year}` : `${month} ${p.day}, ${p.year}`;
    case 'EEEE':
      // The calendar day's own weekday, the same in every zone.
      return names.weekdays[new Date(Date.UTC(p.year, p.month - 1, p.day)).getUTCDay()] ?? null;
  }
}
