import type { TableColumn } from './types';

/** How a table reads below 768 px: as it is, scrolling inside its box, or one card per row. */
export type NarrowLayout = 'scroll' | 'cards';

/**
 * A table laid out as cards is drawn by CSS with its cells as blocks, which makes some browsers
 * forget it is a table; its roles, said outright, keep it one for screen readers.
 */
export function tableRole(layout: NarrowLayout, role: string): { role?: string } {
  return layout === 'cards' ? { role } : {};
}

/**
 * The card's words for a cell: its header, shown before the value (DataTable.css), and the
 * cell's place on the card. A table that scrolls keeps its cells as they are.
 */
export function cardCell<Row>(
  layout: NarrowLayout,
  column: TableColumn<Row>,
): { label?: string; place?: string } {
  if (layout !== 'cards') return {};
  if (column.card) return { place: `council-card-${column.card}` };
  return { label: typeof column.header === 'string' ? column.header : undefined };
}
