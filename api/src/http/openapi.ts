import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { UploadLimits } from '../config';
import { declareErrorAnswers } from './errorAnswers';
import { declareFormBodies } from './formDocument';

/**
 * The API describes itself: an OpenAPI document generated from the route schemas, answered at
 * GET /api/openapi.json. Registered before the routes so that it sees every one of them. The
 * multipart forms' bodies are declared with the council's upload limits (MAX_IMAGE_MB, ...).
 */
export async function installOpenApi(app: FastifyInstance, limits: UploadLimits) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Council website API',
        version: '1.0.0',
        description:
          'The HTTP contract of SPEC.md section 7 (wire names as the frontends send them, ' +
          'misspellings included), plus GET /api/Public/search. Its whole-list calls carry ' +
          'every file as base64 and are deprecated: the paged calls under /api/v2/ answer ' +
          '{items, page, size, total} with files by URL (GET /api/files/{id}/{digest}/{name}). ' +
          'Admin and User calls (and /api/v2/admin, /api/v2/user) need ' +
          '`Authorization: Bearer <token>` from POST /api/Account/login.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // Shared schemas by their $id ('Message'), so that the refusals can refer to them by name.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
    transformObject: (documents) =>
      'openapiObject' in documents
        ? declareErrorAnswers(declareFormBodies(documents.openapiObject, limits))
        : documents.swaggerObject,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
