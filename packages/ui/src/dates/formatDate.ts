// The date formats of SPEC.md section 9. The council keeps Indian time, so an instant (a value
// with a zone) is shown as it was in India; a calendar date or a wall-clock time is shown as sent.

export type DatePattern =
  'yyyy-MM-dd' | 'dd/MMM/yyyy' | 'dd/MMM/yyyy HH:mm' | 'yyyy-MM-dd HH:mm:ss' | 'MMM d, y';

export const COUNCIL_TIME_ZONE = 'Asia/Kolkata';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/;

function zonedParts(instant: Date): Parts {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: COUNCIL_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
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
  return Number.isNaN(instant.getTime()) ? null : zonedParts(instant);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The date in the pattern, or null when there is no date or it cannot be read (screens show N/A). */
export function formatDate(value: string | null | undefined, pattern: DatePattern): string | null {
  if (!value) return null;
  const p = parseDateParts(value);
  if (!p) return null;
  const month = MONTHS[p.month - 1];
  switch (pattern) {
    case 'yyyy-MM-dd':
      return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
    case 'dd/MMM/yyyy':
      return `${pad(p.day)}/${month}/${p.year}`;
    case 'dd/MMM/yyyy HH:mm':
      return `${pad(p.day)}/${month}/${p.year} ${pad(p.hour)}:${pad(p.minute)}`;
    case 'yyyy-MM-dd HH:mm:ss':
      return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
    case 'MMM d, y':
      return `${month} ${p.day}, ${p.year}`;
  }
}
