/**
 * The refusals every operation of the OpenAPI document declares (issue 26, point 1), declared
 * once as `components.responses` and referred to from each operation that can answer them.
 *
 * Some follow from what the operation is, and are added here so that no route has to repeat
 * them: any request can carry a NUL or a broken encoding (400), a compressed body (415) or
 * headers too large for Node (431); a signed-in call refuses a missing token (401) and a wrong
 * role (403); a path with a parameter refuses one that names nothing (404) or is too long (414);
 * a method with a body refuses one too large (413). The rest (404 of an id in a body, 409, 429,
 * 503) only the route knows: it declares them in its own schema, as `MessageRef`, and they are
 * turned into the same references here.
 */

const MESSAGE = { 'application/json': { schema: { $ref: '#/components/schemas/Message' } } };
const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 1 },
  },
};

interface ErrorAnswer {
  name: string;
  description: string;
  headers?: typeof RETRY_AFTER;
  /** False where Node answers on its own, without a body. */
  withMessage?: false;
}

export const ERROR_ANSWERS: Readonly<Record<number, ErrorAnswer>> = {
  400: { name: 'BadRequest', description: 'The request is not valid; the message says why.' },
  401: {
    name: 'Unauthorized',
    description: 'No token, a bad or expired one, or a session that has ended.',
  },
  403: { name: 'Forbidden', description: 'The signed-in account may not do this.' },
  404: { name: 'NotFound', description: 'There is no such record or address.' },
  409: { name: 'Conflict', description: 'The change clashes with the current state.' },
  413: { name: 'ContentTooLarge', description: 'The body, a file or a field is too large.' },
  414: { name: 'UriTooLong', description: 'A part of the address is too long.' },
  415: {
    name: 'UnsupportedMediaType',
    description: 'A body of a type not taken here, a compressed body, or a file of a wrong kind.',
  },
  416: { name: 'RangeNotSatisfiable', description: 'The range asked for is not in the file.' },
  429: {
    name: 'TooManyRequests',
    description: 'Too many attempts; try again after Retry-After seconds.',
    headers: RETRY_AFTER,
  },
  431: {
    name: 'HeadersTooLarge',
    description: 'The request headers are too large (answered by Node, without a body).',
    withMessage: false,
  },
  503: {
    name: 'ServiceUnavailable',
    description: 'The service cannot answer now (busy, no mail, no database); see Retry-After.',
    headers: RETRY_AFTER,
  },
};

const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);

interface Operation {
  security?: unknown[];
  parameters?: { in: string }[];
  responses?: Record<string, unknown>;
}

/** The refusals an operation can answer by what it is, beside those its route declares. */
export function refusalsOf(method: string, operation: Operation): number[] {
  const statuses = [400, 415, 431];
  if (operation.security?.length) statuses.push(401, 403);
  if (operation.parameters?.some((parameter) => parameter.in === 'path')) statuses.push(404, 414);
  if (BODY_METHODS.has(method)) statuses.push(413);
  const declared = Object.keys(operation.responses ?? {}).map(Number);
  return [...new Set([...statuses, ...declared.filter((status) => status in ERROR_ANSWERS)])];
}

/** The document's shared responses, one for each refusal. */
function sharedResponses() {
  return Object.fromEntries(
    Object.values(ERROR_ANSWERS).map((answer) => [
      answer.name,
      {
        description: answer.description,
        ...(answer.headers ? { headers: answer.headers } : {}),
        ...(answer.withMessage === false ? {} : { content: MESSAGE }),
      },
    ]),
  );
}

/** @fastify/swagger's transformObject: every operation refers to the refusals it can answer. */
export function declareErrorAnswers<D extends { components?: object; paths?: object }>(
  document: D,
): D {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const operations of Object.values(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const responses: Record<string, unknown> = { ...operation.responses };
      for (const status of refusalsOf(method, operation).sort((a, b) => a - b)) {
        responses[status] = { $ref: `#/components/responses/${ERROR_ANSWERS[status]?.name}` };
      }
      operation.responses = responses;
    }
  }
  document.components = { ...document.components, responses: sharedResponses() };
  return document;
}
