import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Headers and transport shared by every answer: security headers, CORS, compression. */
export async function installHttpBasics(app: FastifyInstance, corsOrigins: string[]) {
  await app.register(helmet, {
    // The API answers JSON only, so nothing may be loaded or framed from its answers.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    // The sites on other ports of the same host read the API's answers.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(cors, {
    origin: corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept'],
    maxAge: 600,
  });
  await app.register(compress, { global: true, threshold: 1024 });
}
