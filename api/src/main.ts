import { ConfigError, loadConfig } from './config';
import { startServer } from './server';

/** Longest wait for requests in flight on shutdown before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const server = await startServer(loadConfig());
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'Shutting down: finishing requests in flight');
    setTimeout(() => {
      server.app.log.error('Requests still running after 10 s; exiting anyway');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        server.app.log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  // Before the logger exists: say plainly why the API cannot start.
  const reason = error instanceof ConfigError ? error.message : error;
  console.error('The council API cannot start:', reason);
  process.exit(1);
});
