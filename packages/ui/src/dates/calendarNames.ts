import { addCatalogueLoader, i18n } from '@council/i18n';

/**
 * Month and weekday names in each language the site offers. Written out rather than asked of
 * Intl: the server (Node's ICU) and the browser (its own ICU) must write a date alike, or the
 * hydrated page would not match its markup. The Hindi names (calendar.hi.json) are hi-IN's long
 * ones, as Bihar's government sites write them ('जनवरी', not 'जन॰'); like every Hindi text they
 * come as a chunk loaded with the Hindi catalogues, so English pages do without their bytes.
 */
export interface CalendarNames {
  /** January first. */
  months: readonly string[];
  /** Sunday first, as Date.getUTCDay() counts. */
  weekdays: readonly string[];
}

/** SPEC.md's: the short English names. */
export const ENGLISH_NAMES: CalendarNames = {
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

/** The namespace of the names: not an i18n/en.json catalogue, English is the code's. */
const NAMESPACE = 'calendar';

addCatalogueLoader(NAMESPACE, 'hi', () => import('./calendar.hi.json'));

const split = new WeakMap<object, CalendarNames>();

// A catalogue holds texts: each list is one, its names apart by spaces (each is one word).
function namesOf(texts: unknown): CalendarNames | null {
  if (typeof texts !== 'object' || texts === null) return null;
  const known = split.get(texts);
  if (known) return known;
  const { months, weekdays } = texts as { months?: unknown; weekdays?: unknown };
  if (typeof months !== 'string' || typeof weekdays !== 'string') return null;
  const names = { months: months.split(' '), weekdays: weekdays.split(' ') };
  split.set(texts, names);
  return names;
}

/**
 * The names of `language` when it has its own, loaded (Hindi once its catalogues are in); null
 * for English, and for a language without them, whose dates are then written as in English.
 */
export function ownCalendarNames(language: string | undefined): CalendarNames | null {
  if (!language || language === 'en' || !i18n.isInitialized) return null;
  return namesOf(i18n.getResourceBundle(language, NAMESPACE));
}
