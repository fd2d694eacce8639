import { Type, type Static } from '@sinclair/typebox';
import { PageQuery } from './paging';
import { ARCHIVE_FIRST_YEAR, ARCHIVE_KINDS, ARCHIVE_LAST_YEAR, type ArchiveKind } from './paths';

/**
 * GET PagedPaths.public.archive/{kind}?year=&page=&size=: the kind's archived items of that
 * year (every year when absent), newest first.
 */
export const ArchivePageQuery = Type.Composite([
  PageQuery,
  Type.Object({
    year: Type.Optional(Type.Integer({ minimum: ARCHIVE_FIRST_YEAR, maximum: ARCHIVE_LAST_YEAR })),
  }),
]);
export type ArchivePageQuery = Static<typeof ArchivePageQuery>;

/** One year of a kind's archive and how many items it holds. */
export const ArchiveYearWire = Type.Object({
  year: Type.Integer(),
  count: Type.Integer({ minimum: 1 }),
});
export type ArchiveYearWire = Static<typeof ArchiveYearWire>;

/** GET PagedPaths.public.archive: for each kind the years that hold archived items, newest first. */
export const ArchiveYearsWire = Type.Object(
  Object.fromEntries(ARCHIVE_KINDS.map((kind) => [kind, Type.Array(ArchiveYearWire)])) as Record<
    ArchiveKind,
    ReturnType<typeof Type.Array<typeof ArchiveYearWire>>
  >,
);
export type ArchiveYearsWire = Static<typeof ArchiveYearsWire>;
