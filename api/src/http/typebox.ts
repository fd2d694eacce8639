import type { FastifyTypeProvider } from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';

/**
 * Types request bodies, queries and params from their TypeBox route schemas. Written here
 * because @fastify/type-provider-typebox 6 needs the ESM-only 'typebox' 1.x, which the
 * CommonJS build and jest cannot load; validation stays Fastify's own Ajv.
 */
export interface TypeBoxProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}
