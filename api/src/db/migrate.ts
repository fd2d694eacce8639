import { Migrator, type MigrationProvider } from 'kysely';
import type { Db, DialectName } from './database';
import { allMigrations } from './migrations';

/** Brings the schema up to date. Safe to run at every start and from several processes. */
export async function migrateToLatest(db: Db, dialect: DialectName): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => allMigrations(dialect) };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Database migration ${failed ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).map((result) => result.migrationName);
}
