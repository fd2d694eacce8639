import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type DatabaseTarget, type Db, type DialectName } from '../db/database';

/**
 * The databases the suite runs on: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set
 * (.ci/run sets it). `npm test` runs SQLite in its unit pass, then asks for PostgreSQL alone with
 * TEST_DATABASES=postgres. Use with describe.each(testDatabases()).
 */
export function testDatabases(): DialectName[] {
  if (!process.env.TEST_DATABASE_URL) return ['sqlite'];
  return process.env.TEST_DATABASES === 'postgres' ? ['postgres'] : ['sqlite', 'postgres'];
}

export interface TestDatabase {
  db: Db;
  dialect: DialectName;
  target: DatabaseTarget;
  /** Closes the connection and throws the database away. */
  drop(): Promise<void>;
}

/** A fresh, empty database of its own: a temporary SQLite folder or a new PostgreSQL database. */
export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  const target = dialect === 'sqlite' ? sqliteTarget() : await postgresTarget();
  const { db } = openDatabase(target);
  return {
    db,
    dialect,
    target,
    async drop() {
      await db.destroy();
      await dropTarget(target);
    },
  };
}

function sqliteTarget(): DatabaseTarget {
  return { dataDir: mkdtempSync(path.join(tmpdir(), 'council-api-test-')) };
}

async function postgresTarget(): Promise<DatabaseTarget> {
  const name = `council_test_${randomBytes(6).toString('hex')}`;
  await withServer((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return { dataDir: tmpdir(), databaseUrl: url.toString() };
}

async function dropTarget(target: DatabaseTarget): Promise<void> {
  if (!target.databaseUrl) {
    rmSync(target.dataDir, { recursive: true, force: true });
    return;
  }
  const name = new URL(target.databaseUrl).pathname.slice(1);
  await withServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

async function withServer<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
