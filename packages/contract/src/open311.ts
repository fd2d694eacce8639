import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from './paging';
import { MAX_PAGE_SIZE } from './paths';

// Open311 GeoReport v2 (https://wiki.open311.org/GeoReport_v2), read-only: the categories as
// services and complaints as service requests, for the civic tools that read the standard.
// No personal data: no names, no contact, no citizen's words unless they are public on the site.

/** GET /open311/v2/services.json */
export const Open311Service = Type.Object({
  service_code: Type.String(),
  service_name: Type.String(),
  description: Type.String(),
  metadata: Type.Boolean(),
  type: Type.Literal('realtime'),
  keywords: Type.String(),
  group: Type.String(),
});
export type Open311Service = Static<typeof Open311Service>;

/** GET /open311/v2/requests.json and /open311/v2/requests/{id}.json (a list of one). */
export const Open311Request = Type.Object({
  /** The complaint's readable number. */
  service_request_id: Type.String(),
  status: Type.Union([Type.Literal('open'), Type.Literal('closed')]),
  /** Our own status word (Open, Pending, Resolved, Rejected, Closed). */
  status_notes: Type.String(),
  service_name: Type.String(),
  service_code: Type.String(),
  description: Type.String(),
  agency_responsible: Type.String(),
  service_notice: Type.String(),
  requested_datetime: Type.String(),
  updated_datetime: Type.String(),
  expected_datetime: Type.Union([Type.String(), Type.Null()]),
  address: Type.String(),
  zipcode: Type.Union([Type.String(), Type.Null()]),
  media_url: Type.Union([Type.String(), Type.Null()]),
});
export type Open311Request = Static<typeof Open311Request>;

export const Open311RequestsQuery = Type.Composite([
  PageQuery,
  Type.Object({
    /** Comma-separated service codes. */
    service_code: Type.Optional(Type.String({ maxLength: 200 })),
    status: Type.Optional(
      Type.Union([Type.Literal('open'), Type.Literal('closed'), Type.Literal('open,closed')]),
    ),
    start_date: Type.Optional(Type.String({ format: 'date-time' })),
    end_date: Type.Optional(Type.String({ format: 'date-time' })),
    /** The page size by the name Open311 clients use; when sent, it is used instead of `size`. */
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  }),
]);
export type Open311RequestsQuery = Static<typeof Open311RequestsQuery>;

/** The path's id: the complaint number with '/' written as '-' (SNP-2026-000123), or the bare id. */
export const Open311RequestParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 40 }),
});
export type Open311RequestParams = Static<typeof Open311RequestParams>;
