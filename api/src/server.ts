import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemo } from './demo/seedDemo';
import { NO_MAILER, smtpMailer } from './mail/mailer';

export interface RunningServer {
  app: FastifyInstance;
  /** Where it listens, e.g. http://127.0.0.1:4000. */
  url: string;
  /** Stops taking requests, lets the ones in flight finish, then closes the database. */
  stop(): Promise<void>;
}

/** Opens and migrates the database, seeds the demo if asked, and starts listening. */
export async function startServer(config: Config): Promise<RunningServer> {
  const { db, dialect } = openDatabase(config);
  try {
    await migrateToLatest(db, dialect);
    const app = await buildApp({
      context: {
        db,
        dialect,
        jwtSecret: config.jwtSecret,
        limits: config.limits,
        traffic: config.traffic,
        mailer: config.mail.smtpUrl ? smtpMailer(config.mail.smtpUrl, config.mail.from) : NO_MAILER,
        site: {
          url: config.mail.siteUrl,
          councilName: config.mail.councilName,
          councilNameHindi: config.mail.councilNameHindi,
          complaintPrefix: config.mail.complaintPrefix,
          contact: config.mail.contact,
        },
        tokenLifeSeconds: config.tokenLifeSeconds,
      },
      corsOrigins: config.corsOrigins,
      trustProxy: config.trustProxy,
      logLevel: config.logLevel,
      timeouts: config.timeouts,
    });
    if (config.demo) await seedDemo(db, config.demoPassword, app.log);
    if (!config.mail.smtpUrl) {
      app.log.warn(
        'SMTP_URL is not set: sign-up, password reset and staff invitations are refused',
      );
    }
    const url = await app.listen({ host: config.host, port: config.port });
    app.log.info({ database: dialect }, `Council API listening on ${url}`);
    return {
      app,
      url,
      async stop() {
        try {
          await app.close();
        } finally {
          await db.destroy();
        }
      },
    };
  } catch (error) {
    await db.destroy();
    throw error;
  }
}
