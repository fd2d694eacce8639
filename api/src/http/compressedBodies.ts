import type { FastifyInstance } from 'fastify';
import { ClientError } from './errors';

export const COMPRESSED_BODY_REFUSAL =
  'Compressed request bodies are not accepted: send the body without Content-Encoding.';

/**
 * Refuses, before a byte of the body is read, any request whose body is encoded (gzip, deflate,
 * br, anything but identity). Inflating would let a small upload grow past every size limit,
 * and @fastify/compress inflates only what Fastify's own parsers read: the multipart reader
 * reads the raw stream, so a gzip form over ~64 KB once held its connection forever (issue 18).
 * No browser compresses what it sends, so nothing the site does is refused.
 */
export function refuseCompressedBodies(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!isIdentity(request.headers['content-encoding'])) {
      throw new ClientError(415, COMPRESSED_BODY_REFUSAL);
    }
  });
}

/** No Content-Encoding, or only `identity` (which means none), in any case. */
function isIdentity(header: string | undefined): boolean {
  if (header === undefined) return true;
  return header
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .every((coding) => coding === '' || coding === 'identity');
}
