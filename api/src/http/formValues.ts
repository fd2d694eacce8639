/**
 * Turning form text into typed values, with messages a person can act on. `label` is the
 * wire name of the field, which is what the admin screens call it too.
 */
import { MAX_ID } from '@council/contract';
import { ClientError } from './errors';
import { refusedText } from './textRules';

export { MAX_LONG_TEXT } from '@council/contract';
export const MAX_TEXT = 500;

/** Trimmed text, or null when absent or empty; refused when too long or holding markup. */
export function optionalText(value: string | undefined, label: string, max = MAX_TEXT) {
  const text = value?.trim() ?? '';
  if (text.length > max)
    throw new ClientError(400, `${label} must have at most ${max} characters.`);
  const refusal = refusedText(text);
  if (refusal) throw new ClientError(400, `${label} ${refusal}.`);
  return text === '' ? null : text;
}

/**
 * A Hindi text beside its English twin (issue 19) as the value to save: undefined when the body
 * did not send it (an update keeps the stored text, since a SPEC.md client never sends one; a
 * new record has none), null when sent empty or null (clears it), else the text under its
 * English twin's rules. Kept in NFC, as the search reads a query, so that a word is found as it
 * is typed whichever way a keyboard composed it (क़ as one character, or क and a nukta).
 */
export function optionalHindiText(
  value: string | null | undefined,
  label: string,
  max = MAX_TEXT,
): string | null | undefined {
  if (value === undefined) return undefined;
  return optionalText(value?.normalize('NFC'), label, max);
}

/** A record id: 0 or absent means new; anything else must be a positive whole number. */
export function formId(value: string | undefined, label: string): number {
  if (value === undefined || value.trim() === '') return 0;
  const id = Number(value);
  if (!/^\d{1,10}$/.test(value.trim()) || id > MAX_ID) {
    throw new ClientError(400, `${label} must be a whole number.`);
  }
  return id;
}

export function optionalInteger(value: string | undefined, label: string): number | null {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'null') return null;
  if (!/^-?\d{1,9}$/.test(text)) throw new ClientError(400, `${label} must be a whole number.`);
  return Number(text);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * A calendar date sent as yyyy-MM-dd or as an ISO date-time (browsers' date inputs and
 * toISOString both occur). Kept as yyyy-MM-dd: a date has no time zone.
 */
export function optionalDate(value: string | undefined, label: string): string | null {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'null') return null;
  const match = DATE.exec(text);
  const date = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
  const parsed = new Date(`${date}T00:00:00Z`);
  if (!match || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date) {
    throw new ClientError(400, `${label} must be a date (yyyy-MM-dd).`);
  }
  if (text.length > 10 && Number.isNaN(new Date(text).getTime())) {
    throw new ClientError(400, `${label} must be a date (yyyy-MM-dd).`);
  }
  return date;
}

/** A time of day HH:mm (seconds allowed and dropped). */
export function optionalTime(value: string | undefined, label: string): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const match = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/.exec(text);
  if (!match) throw new ClientError(400, `${label} must be a time (HH:mm).`);
  return `${match[1]}:${match[2]}`;
}

/** Checkbox-like values: true, on, yes, 1 mean yes; anything else no. */
export function flag(value: string | undefined): boolean {
  return ['true', 'on', 'yes', '1'].includes((value ?? '').trim().toLowerCase());
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}
