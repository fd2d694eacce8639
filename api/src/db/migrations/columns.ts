import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import type { DialectName } from '../database';

/** Column helpers that hide the few differences between SQLite and PostgreSQL DDL. */
export function columnsFor(dialect: DialectName) {
  return {
    /** An integer key the database numbers itself. */
    id<T extends string>(table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> {
      return table.addColumn('id', 'integer', (col: ColumnDefinitionBuilder) =>
        dialect === 'sqlite'
          ? col.primaryKey().autoIncrement()
          : col.primaryKey().generatedByDefaultAsIdentity(),
      );
    },
    /** Raw bytes: BLOB on SQLite, BYTEA on PostgreSQL. */
    bytes: dialect === 'sqlite' ? ('blob' as const) : ('bytea' as const),
  };
}

/** A nullable reference to a stored file. */
export function fileColumn(col: ColumnDefinitionBuilder): ColumnDefinitionBuilder {
  return col.references('stored_file.id');
}
