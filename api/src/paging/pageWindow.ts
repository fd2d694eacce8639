import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  type PageQuery,
  type PageWire,
} from '@council/contract';

/**
 * What a reader who sent a bad ?page= or ?size= is told, whatever was wrong with it (a word,
 * 0, a negative, a number past the bounds, two values): the parameter and its bounds.
 */
export const PAGE_QUERY_MESSAGES: Readonly<Record<string, string>> = {
  page: `page must be a whole number from 1 to ${MAX_PAGE}.`,
  size: `size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
};

/** The rows a page covers. */
export interface PageWindow {
  page: number;
  size: number;
  offset: number;
}

export function pageWindow(query: PageQuery): PageWindow {
  const page = query.page ?? 1;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  return { page, size, offset: (page - 1) * size };
}

export interface PageSource<Row> {
  /** How many rows the whole list has. */
  count(): Promise<number | string | bigint>;
  /** The list's rows from offset, at most limit of them, in the list's order. */
  rows(limit: number, offset: number): Promise<Row[]>;
}

/**
 * One page of a list with the list's total. A page past the end is empty and still tells
 * the true total, so a reader can go back to the last page.
 */
export async function readPage<Row, Item>(
  window: PageWindow,
  source: PageSource<Row>,
  toItems: (rows: Row[]) => Promise<Item[]> | Item[],
): Promise<PageWire<Item>> {
  const total = Number(await source.count());
  const rows = window.offset < total ? await source.rows(window.size, window.offset) : [];
  return { items: await toItems(rows), page: window.page, size: window.size, total };
}
