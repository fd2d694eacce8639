import { ClientError } from '../http/errors';

/** Whether a YYYY-MM-DD text names a day of the calendar (2026-02-30 does not). */
export function isRealDate(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/** The date itself, or a 400 a person understands. */
export function realDate(text: string): string {
  if (!isRealDate(text)) throw new ClientError(400, 'Enter a real date.');
  return text;
}
