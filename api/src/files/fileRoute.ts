import { FILES_PATH, MessageRef, StoredFileParams } from '@council/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { parseRange } from './byteRange';
import { inlineDisposition, isPlainName } from './fileNames';
import { findStoredFile, readStoredFile, type StoredFileFacts } from './storedFiles';

const A_YEAR = 31_536_000;
/**
 * What a browser may do with a file opened on its own: nothing but show it. PDF viewers
 * (Chrome's among them) draw their page with inline styles and an embedded object.
 */
const FILE_POLICY = {
  pdf: "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
  image: "default-src 'none'; frame-ancestors 'none'",
};
const NOT_FOUND = { message: 'Not found: there is no such file.' };

/**
 * GET /api/files/{id}/{digest}/{name}: one stored file, by a URL that never changes its bytes
 * (the digest is part of it), so it is cached for a year. Public: every stored file belongs
 * to a published record or a complaint, which the public lists show too. The name is a label
 * only. Streamed chunk by chunk, with byte ranges for PDF viewers; never compressed (images
 * and PDFs are compressed already, and compression would break ranges).
 */
export function fileRoute(app: FastifyInstance, { db }: AppContext) {
  app.route({
    method: ['GET', 'HEAD'],
    url: `${FILES_PATH}/:id/:digest/:name`,
    // Fastify's own HEAD route would read the whole file to throw it away.
    exposeHeadRoute: false,
    // A malformed id or digest is no file: 404, as for any other address that is none.
    attachValidation: true,
    compress: false,
    schema: {
      tags: ['Files'],
      summary: 'One stored image or PDF by its URL (from a paged list answer)',
      description:
        'Streamed; cached for a year (`immutable`, strong `ETag`, 304 on `If-None-Match`); ' +
        'one byte range per request (`Range: bytes=a-b`, `a-`, `-n`) answered with 206, ' +
        'or 416 when it lies past the end. PDFs come `inline` with a file name made from ' +
        'the URL name. 404 for anything that is not a stored file.',
      params: StoredFileParams,
      response: {
        200: fileAnswer('The whole file'),
        206: fileAnswer('The asked byte range (Content-Range)'),
        304: { type: 'null', description: 'Not modified: the cached copy is this file' },
        404: MessageRef,
        416: MessageRef,
      },
    },
    handler: async (request: FastifyRequest<{ Params: StoredFileParams }>, reply) => {
      const file = request.validationError ? null : await findFile(request.params);
      if (!file) return reply.code(404).send(NOT_FOUND);
      return sendFile(request, reply, file);
    },
  });

  async function findFile(params: StoredFileParams) {
    if (!isPlainName(params.name)) return null;
    const id = Number(params.id);
    const file = await findStoredFile(db, id);
    return file?.digest.startsWith(params.digest) ? { ...file, id, name: params.name } : null;
  }

  function sendFile(
    request: FastifyRequest,
    reply: FastifyReply,
    file: StoredFileFacts & { id: number; name: string },
  ) {
    const etag = `"${file.digest}"`;
    reply.headers({
      'cache-control': `public, max-age=${A_YEAR}, immutable`,
      etag,
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      // A published file may be shown by a site on another domain than the API's (the
      // council's own pages elsewhere, a newspaper): the API's same-site default would block it.
      'cross-origin-resource-policy': 'cross-origin',
      'content-security-policy':
        file.mediaType === 'application/pdf' ? FILE_POLICY.pdf : FILE_POLICY.image,
    });
    if (matchesAny(request.headers['if-none-match'], file.digest)) {
      return reply.code(304).send();
    }
    reply.header('content-type', file.mediaType);
    if (file.mediaType === 'application/pdf') {
      reply.header('content-disposition', inlineDisposition(file.mediaType, file.name));
    }
    const ifRange = request.headers['if-range'];
    const rangeHeader =
      ifRange === undefined || ifRange === etag ? request.headers.range : undefined;
    const range = parseRange(rangeHeader, file.byteSize);
    if (range === 'unsatisfiable') {
      reply.header('content-range', `bytes */${file.byteSize}`);
      reply.header('content-type', 'application/json; charset=utf-8');
      // A refusal is no version of the file: nothing to keep for a year.
      for (const name of ['content-disposition', 'cache-control', 'etag']) reply.removeHeader(name);
      return reply.code(416).send({ message: 'The asked range lies past the end of the file.' });
    }
    const { start, end } = range === 'whole' ? { start: 0, end: file.byteSize - 1 } : range;
    if (range !== 'whole') {
      reply.code(206).header('content-range', `bytes ${start}-${end}/${file.byteSize}`);
    }
    reply.header('content-length', end - start + 1);
    if (request.method === 'HEAD') return reply.send();
    return reply.send(readStoredFile(db, file.id, start, end));
  }
}

/** If-None-Match holds `*` or our ETag (weak comparison, as RFC 9110 asks for this header). */
function matchesAny(header: string | undefined, digest: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === `"${digest}"`);
}

function fileAnswer(description: string) {
  const binary = { type: 'string', format: 'binary' };
  return {
    description,
    content: { 'application/pdf': { schema: binary }, 'image/*': { schema: binary } },
    // @fastify/swagger wraps each of these in a header object of its own.
    headers: {
      ETag: { type: 'string', description: 'The SHA-256 of the bytes, quoted' },
      'Cache-Control': { type: 'string', description: 'public, max-age=31536000, immutable' },
      'Content-Disposition': {
        type: 'string',
        description: 'PDFs only: inline; filename="..."; filename*=UTF-8\'\'...',
      },
      'Content-Range': { type: 'string', description: '206 only: bytes a-b/size' },
    },
  };
}
