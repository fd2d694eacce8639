import { indiaDate } from '@council/contract';
import { ClientError } from '../http/errors';
import { realDate } from '../grievance-settings/realDate';

/** The longest period a scorecard covers: longer ones are refused, not cut. */
export const MAX_PERIOD_YEARS = 5;

const DAY_MS = 86_400_000;

/** A scorecard's period: India dates (both included) and the UTC instants they span. */
export interface ScorecardPeriod {
  from: string;
  to: string;
  /** From 00:00 in India on `from`, ISO 8601 UTC, as complaints' entry_date is written. */
  startsAt: string;
  /** 00:00 in India the day after `to` (excluded). */
  endsBefore: string;
}

/** The same day `years` years later (or earlier), as YYYY-MM-DD; 29 February becomes 1 March. */
function yearsLater(date: string, years: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + years, month - 1, day)).toISOString().slice(0, 10);
}

const startOfIndiaDay = (date: string) => Date.parse(`${date}T00:00:00+05:30`);

/**
 * The period a scorecard asks for: `to` today in India unless given, `from` a year before `to`
 * unless given; a 400 for a date not in the calendar, a start after the end, or more than
 * MAX_PERIOD_YEARS years.
 */
export function scorecardPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date = new Date(),
): ScorecardPeriod {
  const to = realDate(query.to ?? indiaDate(now));
  const from = realDate(query.from ?? yearsLater(to, -1));
  if (from > to) throw new ClientError(400, 'The start date must not be after the end date.');
  if (to >= yearsLater(from, MAX_PERIOD_YEARS)) {
    throw new ClientError(
      400,
      `The period must not be longer than ${MAX_PERIOD_YEARS} years: choose a later start date.`,
    );
  }
  return {
    from,
    to,
    startsAt: new Date(startOfIndiaDay(from)).toISOString(),
    endsBefore: new Date(startOfIndiaDay(to) + DAY_MS).toISOString(),
  };
}
