import type { FastifyInstance, FastifyReply } from 'fastify';
import { requestLanguage } from './language';
import { hindiOf } from './translate';

/** An answer that carries a sentence for a person: {message}, and perhaps more. */
interface MessageAnswer {
  message: string;
  [key: string]: unknown;
}

function isMessageAnswer(payload: unknown): payload is MessageAnswer {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    !Array.isArray(payload) &&
    typeof (payload as { message?: unknown }).message === 'string'
  );
}

/**
 * The one place the API's sentences are put in the reader's language: every answer with a
 * `message` (a refusal from the error handler, a guard's 401, a success such as "Notice deleted
 * successfully!") passes here just before it is serialised. Such an answer depends on the
 * request's Accept-Language, so it says so (Vary) to any cache on the way. Added before any route
 * (hooks apply to the routes registered after them).
 */
export function answerInReadersLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!isMessageAnswer(payload)) return payload;
    varyByLanguage(reply);
    if (requestLanguage(request) === 'en') return payload;
    const hindi = hindiOf(payload.message);
    if (hindi === undefined) {
      request.log.info({ english: payload.message }, 'An answer has no Hindi twin yet');
      return payload;
    }
    return { ...payload, message: hindi };
  });
}

function varyByLanguage(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const names = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.some((name) => name.toLowerCase() === 'accept-language' || name === '*')) return;
  reply.header('vary', [...names, 'Accept-Language'].join(', '));
}
