import { indiaDate } from '@council/api-client';

export interface Period {
  from: string;
  to: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The last twelve months up to today (in India): from the day after this day a year ago. */
export function lastTwelveMonths(now: Date): Period {
  const to = indiaDate(now);
  const [year, month, day] = to.split('-').map(Number) as [number, number, number];
  // Date.UTC rolls 29 February of a year without one, and day 32, over to the next month.
  const from = new Date(Date.UTC(year - 1, month - 1, day + 1)).toISOString().slice(0, 10);
  return { from, to };
}

/** The period an address names (?from=&to=, YYYY-MM-DD), each end defaulting to the last year's. */
export function periodFrom(params: URLSearchParams, now: Date): Period {
  const fallback = lastTwelveMonths(now);
  const read = (name: keyof Period) => {
    const value = params.get(name);
    return value !== null && ISO_DATE.test(value) ? value : fallback[name];
  };
  return { from: read('from'), to: read('to') };
}
