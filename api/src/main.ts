import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config';
import { startServer } from './server';

/** Longest wait for requests in flight on shutdown before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const server = await startServer(loadConfig());
  const log = server.app.log;
  // SIGTERM or SIGINT (or an error nothing caught): stop taking requests, let the ones in
  // flight finish, close the database, exit 0 (1 after an error, a second signal or the delay).
  closeWithGrace(
    {
      delay: SHUTDOWN_GRACE_MS,
      logger: { error: (message: unknown) => log.error(message) },
      onTimeout: () => log.error('Requests still running after 10 s; exiting anyway'),
    },
    async ({ signal, err }) => {
      if (err) log.error({ err }, 'Shutting down after an unexpected error');
      else log.info({ signal }, 'Shutting down: finishing requests in flight');
      await server.stop();
    },
  );
}

main().catch((error: unknown) => {
  // Before the logger exists: say plainly why the API cannot start.
  const reason = error instanceof ConfigError ? error.message : error;
  console.error('The council API cannot start:', reason);
  process.exit(1);
});
