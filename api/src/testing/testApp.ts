import type { FastifyInstance } from 'fastify';
import { createAccount } from '../accounts/accountStore';
import type { LoginLimits } from '../accounts/login';
import { buildApp } from '../app';
import { DEFAULT_TOKEN_LIFE_SECONDS, type TrafficLimits, type UploadLimits } from '../config';
import { NO_MAILER, type Mailer } from '../mail/mailer';
import { signToken } from '../auth/jwt';
import { startSession } from '../accounts/sessions';
import type { DialectName } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { ServerTimeouts } from '../http/timeouts';
import type { Role } from '../db/schema';
import { createTestDatabase, type TestDatabase } from './databases';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
export const TEST_PASSWORD = 'correct horse battery staple';
export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
  /** Stops the app and throws its database away. */
  close(): Promise<void>;
}

export const TEST_SITE = {
  url: 'http://localhost:3000',
  councilName: 'Test Nagar Parishad',
  councilNameHindi: '',
  complaintPrefix: 'TNP',
  contact: {
    address: 'Town Hall, Station Road, Testpur, Bihar 800001',
    addressHindi: 'टाउन हॉल, स्टेशन रोड, टेस्टपुर, बिहार 800001',
    email: 'office@testpur-np.example.in',
    phone: '0612-2345678',
  },
};

export interface TestAppOptions {
  loginLimits?: LoginLimits;
  traffic?: Partial<TrafficLimits>;
  /** Where mail goes (startMailbox()); without one, routes that mail answer 503. */
  mailer?: Mailer;
  tokenLifeSeconds?: number;
  /** Another app on the same database (several API processes on one database). */
  sharing?: TestDatabase;
  /** Short HTTP timeouts, for a test that waits for one (issue 18). */
  timeouts?: ServerTimeouts;
  /** Upload limits other than a council's defaults (MAX_IMAGE_MB, MAX_DOCUMENT_MB). */
  uploads?: UploadLimits;
}

/** The real API on a fresh, migrated database of the given kind, not listening. */
export async function createTestApp(
  dialect: DialectName,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = options.sharing ?? (await createTestDatabase(dialect));
  if (!options.sharing) await migrateToLatest(database.db, dialect);
  const app = await buildApp({
    context: {
      db: database.db,
      dialect,
      jwtSecret: TEST_SECRET,
      limits: options.uploads ?? { imageBytes: 5 * 1024 * 1024, documentBytes: 20 * 1024 * 1024 },
      ...(options.traffic ? { traffic: options.traffic } : {}),
      mailer: options.mailer ?? NO_MAILER,
      site: TEST_SITE,
      tokenLifeSeconds: options.tokenLifeSeconds ?? DEFAULT_TOKEN_LIFE_SECONDS,
    },
    corsOrigins: [TEST_ORIGIN],
    logLevel: 'silent',
    ...(options.loginLimits ? { loginLimits: options.loginLimits } : {}),
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
  });
  await app.ready();
  return {
    ...database,
    app,
    async close() {
      await app.close();
      // The database belongs to the app that made it.
      if (!options.sharing) await database.drop();
    },
  };
}

/** Adds an account and returns a valid token for it. */
export async function signedIn(testApp: TestApp, email: string, role: Role) {
  const id = await createAccount(testApp.db, { email, role, password: TEST_PASSWORD });
  const sid = await startSession(testApp.db, id);
  return {
    id,
    token: signToken(
      { sub: String(id), email, role, sid },
      TEST_SECRET,
      DEFAULT_TOKEN_LIFE_SECONDS,
    ),
  };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
