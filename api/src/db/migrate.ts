import { Migrator, type MigrationProvider, type MigrationResultSet } from 'kysely';
import type { Db, DialectName } from './database';
import { allMigrations } from './migrations';

/** Brings the schema up to date. Safe to run at every start and from several processes. */
export async function migrateToLatest(db: Db, dialect: DialectName): Promise<string[]> {
  return migrate(db, dialect, (migrator) => migrator.migrateToLatest());
}

/** Brings the schema up to the named migration (tests of a migration start from the one before). */
export async function migrateTo(db: Db, dialect: DialectName, name: string): Promise<string[]> {
  return migrate(db, dialect, (migrator) => migrator.migrateTo(name));
}

async function migrate(
  db: Db,
  dialect: DialectName,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => allMigrations(dialect) };
  const { error, results } = await run(new Migrator({ db, provider }));
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Database migration ${failed ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).map((result) => result.migrationName);
}
