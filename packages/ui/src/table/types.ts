import type { ReactNode } from 'react';

/** One column of a DataTable: its header and how a row fills its cell. */
export interface TableColumn<Row> {
  /** Unique within the table. */
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Extra class of the column's cells. */
  className?: string;
  /** 'wide': hidden on narrow screens, where the row's 'View More' shows it instead. */
  shown?: 'always' | 'wide' | 'narrow';
  /**
   * Its place in a table laid out as cards (DataTable `narrow="cards"`): 'heading' on top (the
   * record's title, usually a link to it), 'foot' at the bottom (its actions), 'hidden' not on
   * the card (a running number); by default a line of its own, after its header's words.
   */
  card?: 'heading' | 'foot' | 'hidden';
}

/** The 'View More' button at the end of every row. */
export interface TableViewMore<Row> {
  header: ReactNode;
  /** The button's accessible name, naming its row (e.g. 'View more about complaint 12'). */
  label: (row: Row) => string;
  onOpen: (row: Row) => void;
  /** Only on narrow screens: the wide table already shows every column. */
  narrowOnly?: boolean;
  buttonClassName?: string;
}
