import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Compilers = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type SerializerFactory = NonNullable<Compilers['buildSerializer']>;
type Serializer = (data: unknown) => string;

/**
 * Fastify compiles every route's response serializer and request validator when an app starts:
 * about 0.4 s for this API's schemas. One process builds one app in production, but the API's
 * suite builds one per test, on two databases. These factories are Fastify's own, shared by every
 * app of the process: a serializer is memoized by the text of its schema and of the shared
 * schemas (the same text always compiles to the same function), and validators come from one
 * pool of Ajv instances, which Ajv keys the same way.
 */
export const SCHEMA_COMPILERS: Compilers = {
  buildValidator: AjvCompiler(),
  buildSerializer: memoizedSerializers(SerializerSelector()),
};

function memoizedSerializers(build: SerializerFactory): SerializerFactory {
  const built = new Map<string, Serializer>();
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    const shared = JSON.stringify([externalSchemas, options]);
    return (route) => {
      const key = `${shared}${JSON.stringify(route.schema)}`;
      let serializer = built.get(key);
      if (!serializer) {
        serializer = compile(route) as Serializer;
        built.set(key, serializer);
      }
      return serializer;
    };
  };
}
