import type { Key, ReactNode } from 'react';
import { useTranslation } from '@council/i18n';
import '../i18n/registerUiTexts';
import { Pagination, type PaginationProps } from '../paging/Pagination';
import type { TableColumn, TableViewMore } from './types';
import './DataTable.css';

/** Every record of the site has an id, which keys its row. */
export interface DataTableProps<Row extends { id: Key }> {
  /** What the table lists, for screen readers (the page heading already says it to the eye). */
  caption?: string;
  columns: TableColumn<Row>[];
  /** The rows to show: the current page's, when the list is paged. */
  rows: Row[];
  /** A paged list: links to its other pages under the table (see Pagination). */
  paging?: PaginationProps;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** A last column with a 'View More' button on every row. */
  viewMore?: TableViewMore<Row>;
  /** Bootstrap's table looks; the public and admin tables are bordered and striped. */
  look?: string;
  headClassName?: string;
  wrapClassName?: string;
}

const WHERE = { always: undefined, wide: 'council-wide-only', narrow: 'council-narrow-only' };

/**
 * The one table of the site: declared columns (header and cell), rows keyed by their id, a
 * hidden caption, an empty state and the row's 'View More'. Columns marked `shown: 'wide'` give
 * way on narrow screens, where a `viewMore` with `narrowOnly` opens the rest. A paged list
 * passes `paging`: the page's rows above, the links to the other pages below.
 */
export function DataTable<Row extends { id: Key }>(props: DataTableProps<Row>) {
  const { caption, columns, rows, empty, viewMore, paging } = props;
  const { look = 'table-bordered table-striped', headClassName, wrapClassName } = props;
  if (rows.length === 0 && empty !== undefined && (paging?.page ?? 1) === 1) return <>{empty}</>;
  const moreClass = viewMore?.narrowOnly ? WHERE.narrow : undefined;
  const table = (
    <div
      className={['table-responsive council-table-wrap', wrapClassName].filter(Boolean).join(' ')}
    >
      <table className={`table ${look} align-middle council-table`}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead className={headClassName}>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={WHERE[column.shown ?? 'always']}>
                {column.header}
              </th>
            ))}
            {viewMore && (
              <th scope="col" className={moreClass}>
                {viewMore.header}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.key} className={cellClass(column)}>
                  {column.cell(row, index)}
                </td>
              ))}
              {viewMore && (
                <td className={moreClass}>
                  <ViewMoreButton viewMore={viewMore} row={row} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  if (!paging) return table;
  return (
    <>
      {table}
      <Pagination {...paging} />
    </>
  );
}

function cellClass<Row>(column: TableColumn<Row>): string | undefined {
  return [WHERE[column.shown ?? 'always'], column.className].filter(Boolean).join(' ') || undefined;
}

function ViewMoreButton<Row>({ viewMore, row }: { viewMore: TableViewMore<Row>; row: Row }) {
  const { t } = useTranslation('ui');
  return (
    <button
      type="button"
      className={viewMore.buttonClassName ?? 'btn btn-link p-0 text-nowrap'}
      // Every row has one: the accessible name says which row it opens.
      aria-label={viewMore.label(row)}
      onClick={() => viewMore.onOpen(row)}
    >
      {t('table.viewMore')}
    </button>
  );
}
