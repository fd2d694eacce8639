import type { OfficialsQuery } from '@council/contract';
import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { EMPLOYEE_ORDER } from './employeeSection';

/**
 * Officials of the given designations (every one when none is named), only those shown on
 * the home page when home=Yes: the SPEC.md call's and the paged call's one filter.
 */
export function officialsQuery(db: Db, { designations = [], home }: OfficialsQuery) {
  let query = db.selectFrom('employee');
  if (designations.length > 0) query = query.where('designation', 'in', designations);
  if (home === 'Yes') query = query.where('show_on_home_page', '=', 1);
  return query;
}

/** By serial number (unnumbered last), then name (DECISIONS.md), id last. */
export function inOfficialsOrder<Selected>(
  query: SelectQueryBuilder<Database, 'employee', Selected>,
): SelectQueryBuilder<Database, 'employee', Selected> {
  let ordered = query;
  for (const [column, direction] of EMPLOYEE_ORDER) ordered = ordered.orderBy(column, direction);
  return ordered;
}
