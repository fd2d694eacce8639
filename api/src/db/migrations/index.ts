import type { Migration } from 'kysely';
import type { DialectName } from '../database';
import { initialSchema } from './0001_initial_schema';

/**
 * Every migration, by name. Names sort in the order they run; a migration never changes once
 * released: a schema change is a new file here.
 */
export function allMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '0001_initial_schema': initialSchema(dialect),
  };
}
