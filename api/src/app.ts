import { Message } from '@council/contract';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DEFAULT_LOGIN_LIMITS, loginRoute, type LoginLimits } from './accounts/login';
import { logoutRoute } from './accounts/logout';
import { refreshRoute } from './accounts/refresh';
import { accountManagementRoutes } from './accounts/accountManagementRoutes';
import { selfServiceRoutes } from './accounts/selfServiceRoutes';
import type { AppContext } from './appContext';
import { trafficLimits, type TrustProxy } from './config';
import { fileRoute } from './files/fileRoute';
import { grievanceRoutes } from './grievances/grievanceRoutes';
import { healthRoute } from './health/health';
import { closeConnectionsWhenStopping } from './http/closeConnections';
import { refuseCompressedBodies } from './http/compressedBodies';
import { answerFrameworkErrors, installErrorHandlers } from './http/errors';
import { installOpenApi } from './http/openapi';
import { refuseNulCharacters } from './http/nulGuard';
import { SCHEMA_COMPILERS } from './http/schemaCompilers';
import { installHttpBasics } from './http/security';
import {
  DEFAULT_SERVER_TIMEOUTS,
  serverTimeoutOptions,
  type ServerTimeouts,
} from './http/timeouts';
import { open311Routes } from './open311/open311Routes';
import { clearOnWrites, pageCache } from './paging/pageCache';
import { adminRoutes, pagedRoutes, publicRoutes, userRoutes } from './routes';

export interface AppOptions {
  context: AppContext;
  corsOrigins: string[];
  /** Pino log level; 'silent' in tests. */
  logLevel?: string;
  loginLimits?: LoginLimits;
  /** Whose X-Forwarded-For names the client (TRUST_PROXY); false: the socket address does. */
  trustProxy?: TrustProxy;
  /** How long a client may take (DEFAULT_SERVER_TIMEOUTS when absent; tests set short ones). */
  timeouts?: ServerTimeouts;
}

/** The whole API as a Fastify instance, not yet listening (tests use inject()). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? 'info'),
    trustProxy: options.trustProxy ?? false,
    schemaController: { compilersFactory: SCHEMA_COMPILERS },
    frameworkErrors: answerFrameworkErrors,
    ...serverTimeoutOptions(options.timeouts ?? DEFAULT_SERVER_TIMEOUTS),
  });
  const { context } = options;

  app.addSchema(Message);
  await installHttpBasics(app, options.corsOrigins, context.site.url);
  installErrorHandlers(app);
  refuseCompressedBodies(app);
  closeConnectionsWhenStopping(app);
  refuseNulCharacters(app);
  await installOpenApi(app, context.limits);
  // Limits per form are set where each form is read (http/multipartForm.ts).
  await app.register(multipart, { throwFileSizeLimit: true });
  app.decorate('pageCache', pageCache(trafficLimits(context.traffic).pageCacheMs));
  clearOnWrites(app, app.pageCache);

  healthRoute(app, context);
  loginRoute(app, context, options.loginLimits ?? DEFAULT_LOGIN_LIMITS);
  logoutRoute(app, context);
  refreshRoute(app, context);
  // Outside /api/Admin and /api/User: every stored file belongs to a record the public may see.
  fileRoute(app, context);
  await app.register(publicRoutes(context), { prefix: '/api/Public' });
  await app.register(adminRoutes(context), { prefix: '/api/Admin' });
  await app.register(userRoutes(context), { prefix: '/api/User' });
  await app.register(pagedRoutes(context));
  await app.register(grievanceRoutes(context));
  await app.register(selfServiceRoutes(context));
  await app.register(accountManagementRoutes(context));
  // Open311 GeoReport v2 (Open311Paths), read-only, for other civic tools.
  await app.register(open311Routes(context));
  return app;
}

/** Structured JSON logs that never carry a password or a token. */
function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'password',
        'token',
        '*.password',
        '*.token',
        '*.authorization',
      ],
      censor: '[redacted]',
    },
  };
}
