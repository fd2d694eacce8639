import type { Key, ReactNode } from 'react';
import { useTranslation } from '@council/i18n';
import '../i18n/registerUiTexts';
import { Pagination, type PaginationProps } from '../paging/Pagination';
import { cardCell, tableRole, type NarrowLayout } from './cardLayout';
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
  /**
   * Below 768 px: 'scroll' (the default) keeps the table, scrolling inside its box; 'cards' shows
   * each row as a card, its 'heading' column on top, each other column after its header, and its
   * 'foot' column and View More at the bottom (see TableColumn.card).
   */
  narrow?: NarrowLayout;
}

const WHERE = { always: undefined, wide: 'council-wide-only', narrow: 'council-narrow-only' };

/**
 * The one table of the site: declared columns (header and cell), rows keyed by their id, a
 * hidden caption, an empty state and the row's 'View More'. Columns marked `shown: 'wide'` give
 * way on narrow screens, where a `viewMore` with `narrowOnly` opens the rest. A paged list
 * passes `paging`: the page's rows above, the links to the other pages below. With
 * `narrow="cards"`, phones get one card per row instead of a table wider than the screen.
 */
export function DataTable<Row extends { id: Key }>(props: DataTableProps<Row>) {
  const { caption, columns, rows, empty, viewMore, paging, narrow = 'scroll' } = props;
  const { look = 'table-bordered table-striped', headClassName, wrapClassName } = props;
  if (rows.length === 0 && empty !== undefined && (paging?.page ?? 1) === 1) return <>{empty}</>;
  const role = (name: string) => tableRole(narrow, name);
  const moreClass = classes(viewMore?.narrowOnly && WHERE.narrow, narrow === 'cards' && FOOT);
  const wrap = classes('table-responsive council-table-wrap', CARDS[narrow], wrapClassName);
  const table = (
    <div className={wrap}>
      <table className={`table ${look} align-middle council-table`} {...role('table')}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead className={headClassName} {...role('rowgroup')}>
          <tr {...role('row')}>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={WHERE[column.shown ?? 'always']}
                {...role('columnheader')}
              >
                {column.header}
              </th>
            ))}
            {viewMore && (
              <th scope="col" className={moreClass} {...role('columnheader')}>
                {viewMore.header}
              </th>
            )}
          </tr>
        </thead>
        <tbody {...role('rowgroup')}>
          {rows.map((row, index) => (
            <tr key={row.id} {...role('row')}>
              {columns.map((column) => {
                const card = cardCell(narrow, column);
                return (
                  <td
                    key={column.key}
                    {...role('cell')}
                    data-label={card.label}
                    className={cellClass(column, card.place)}
                  >
                    {column.cell(row, index)}
                  </td>
                );
              })}
              {viewMore && (
                <td className={moreClass} {...role('cell')}>
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

const CARDS: Record<NarrowLayout, string | undefined> = {
  scroll: undefined,
  cards: 'council-table-cards',
};
const FOOT = 'council-card-foot';

function classes(...names: (string | false | undefined)[]): string | undefined {
  return names.filter(Boolean).join(' ') || undefined;
}

function cellClass<Row>(column: TableColumn<Row>, cardPlace?: string): string | undefined {
  return classes(WHERE[column.shown ?? 'always'], column.className, cardPlace);
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
