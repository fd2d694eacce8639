import { sql, type SqlBool } from 'kysely';
import type { SectionFilter } from '../sections/sectionStore';
import { councilWallClock } from '../tenders/tenderState';

/** Today on the council's clock (India time): 'yyyy-MM-dd'. */
export function councilToday(now: Date = new Date()): string {
  return councilWallClock(now).slice(0, 10);
}

/**
 * The items still current (issue 20): no "show until" date, or one not yet past. "Show until
 * 30 November" keeps an item through the end of 30 November in India; the next morning it is
 * only in the archive. Compared as 'yyyy-MM-dd' text in SQL, so that a page and its total count
 * the same items, with no job to run: the clock alone moves an item.
 */
export function currentOnly(now: Date = new Date()): SectionFilter {
  const today = councilToday(now);
  return (query) => query.where(sql<SqlBool>`(show_until is null or show_until >= ${today})`);
}

/** The items past their "show until" date: the archive's. */
export function expiredOnly(now: Date = new Date()): SectionFilter {
  const today = councilToday(now);
  return (query) => query.where(sql<SqlBool>`show_until < ${today}`);
}

/** The instant a "show until" day ends: the next midnight in India, as an ISO instant (UTC). */
export function endOfCouncilDay(day: string): string | null {
  const midnight = Date.parse(`${day}T00:00:00+05:30`);
  return Number.isNaN(midnight) ? null : new Date(midnight + 24 * 60 * 60 * 1000).toISOString();
}
