import type { FastifyInstance } from 'fastify';
import { ClientError } from './errors';

/**
 * PostgreSQL cannot store the NUL character in text and fails the whole query; SQLite would
 * store it silently. Either way it never belongs in a council's data, so it is refused up front.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.query) || hasNul(request.params) || hasNul(request.body)) {
      throw new ClientError(400, 'The request contains a character that is not allowed.');
    }
  });
}

export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  if (Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || hasNul(item, depth + 1),
  );
}
