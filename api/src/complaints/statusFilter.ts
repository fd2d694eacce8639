import { Type, type Static } from '@sinclair/typebox';

/** SPEC.md section 9 offers All, Open, Resolved, Rejected; DECISIONS.md adds Pending. */
export const COMPLAINT_STATUSES = ['Open', 'Pending', 'Resolved', 'Rejected'] as const;

export const StatusFilterQuery = Type.Object({
  statusFilter: Type.Optional(
    Type.Union([Type.Literal('All'), ...COMPLAINT_STATUSES.map((status) => Type.Literal(status))], {
      default: 'All',
    }),
  ),
});
export type StatusFilter = NonNullable<Static<typeof StatusFilterQuery>['statusFilter']>;

/** The status a query keeps, or undefined for every status. */
export function statusToMatch(filter: StatusFilter | undefined): string | undefined {
  return filter === undefined || filter === 'All' ? undefined : filter;
}
