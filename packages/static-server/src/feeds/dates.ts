// The API sends a calendar date or a wall-clock time without a zone as the council's (India's)
// time, and an instant with one; feeds want RFC 822 dates and sitemaps W3C dates.

const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const ZONELESS = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The instant a date of the API names (a zoneless one in India's time), or null for none. */
export function instantOf(value: unknown): Date | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = value.trim();
  const zoneless = ZONELESS.test(text);
  const withTime = zoneless && text.length === 10 ? `${text}T00:00:00` : text;
  const instant = new Date(zoneless ? `${withTime.replace(' ', 'T')}+05:30` : text);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** RFC 822 (as RSS 2.0 writes it), in India's time: 'Thu, 05 Mar 2026 10:30:00 +0530'. */
export function rfc822(instant: Date): string {
  const india = new Date(instant.getTime() + INDIA_OFFSET_MS);
  return (
    `${DAYS[india.getUTCDay()]}, ${pad(india.getUTCDate())} ${MONTHS[india.getUTCMonth()]} ` +
    `${india.getUTCFullYear()} ${pad(india.getUTCHours())}:${pad(india.getUTCMinutes())}:` +
    `${pad(india.getUTCSeconds())} +0530`
  );
}

/** A W3C date (the sitemap's lastmod), the day in India: '2026-03-05'. */
export function w3cDate(instant: Date): string {
  return new Date(instant.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}
