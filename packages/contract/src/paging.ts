import { Type, type Static, type TObject, type TProperties, type TSchema } from '@sinclair/typebox';
import { COMPLAINT_STATUSES } from './complaint';
import { OptionalStoredFile } from './files';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE } from './paths';

/** ?page=&size= of every paged call: page 1 and 20 rows unless asked otherwise. */
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  size: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
  ),
});
export type PageQuery = Static<typeof PageQuery>;

/** A page of a list, newest first, with the number of rows in the whole list. */
export const PageOf = <Item extends TSchema>(item: Item) =>
  Type.Object({
    items: Type.Array(item),
    page: Type.Integer({ minimum: 1 }),
    size: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
  });
export interface PageWire<Item> {
  items: Item[];
  page: number;
  size: number;
  total: number;
}

/**
 * A paged call's item: the SPEC.md item with each base64 file field (same name) carrying the
 * stored file by URL instead, or null. One mapper per entity then reads both answers.
 */
export const withStoredFiles = <Props extends TProperties, Field extends keyof Props & string>(
  wire: TObject<Props>,
  fileFields: readonly Field[],
) =>
  Type.Object({
    ...(Object.fromEntries(
      Object.entries(wire.properties).filter(([name]) => !fileFields.includes(name as Field)),
    ) as Omit<Props, Field>),
    ...(Object.fromEntries(fileFields.map((name) => [name, OptionalStoredFile])) as Record<
      Field,
      typeof OptionalStoredFile
    >),
  });

/** ?status= of the paged complaint calls: one status, or every complaint when absent. */
export const ComplaintPageQuery = Type.Composite([
  PageQuery,
  Type.Object({
    status: Type.Optional(Type.Union(COMPLAINT_STATUSES.map((status) => Type.Literal(status)))),
  }),
]);
export type ComplaintPageQuery = Static<typeof ComplaintPageQuery>;

/** GET /api/v2/{public|admin|user}/complaint-counts: complaints per status, nothing else. */
export const ComplaintCountsWire = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  counts: Type.Array(Type.Object({ status: Type.String(), count: Type.Integer({ minimum: 0 }) })),
});
export type ComplaintCountsWire = Static<typeof ComplaintCountsWire>;

/** ?state= of the paged tender calls: open for bids (last date ahead) or closed. */
export const TenderPageQuery = Type.Composite([
  PageQuery,
  Type.Object({
    state: Type.Optional(Type.Union([Type.Literal('active'), Type.Literal('closed')])),
  }),
]);
export type TenderPageQuery = Static<typeof TenderPageQuery>;
