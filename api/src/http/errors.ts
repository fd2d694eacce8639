import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerInReadersLanguage } from '../i18n/answerLanguage';
import { PAGE_QUERY_MESSAGES } from '../paging/pageWindow';

/** A refusal with a message meant for the person using the site (status 4xx). */
export class ClientError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers the refusal carries, such as Retry-After on a 429. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/** A file part past its size limit, whether @fastify/multipart or our form reader saw it first. */
export const FILE_TOO_LARGE = 'A file is too large.';

// Fastify's and @fastify/multipart's own error codes, in words a person understands.
export const KNOWN_ERRORS: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This kind of request body is not accepted here.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; JSON was expected.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length does not match its body.',
  FST_REQ_FILE_TOO_LARGE: FILE_TOO_LARGE,
  FST_FILES_LIMIT: 'Too many files were sent.',
  FST_FIELDS_LIMIT: 'Too many form fields were sent.',
  FST_PARTS_LIMIT: 'Too many form parts were sent.',
  FST_PROTO_VIOLATION: 'A form field has a forbidden name.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'A multipart form was expected.',
  FST_ERR_BAD_URL: 'The address is not valid: a part of it is not correctly encoded.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
};

/**
 * For a refusal of Fastify or a plugin that KNOWN_ERRORS has no words for: a sentence for its
 * status. Their own messages often quote what was sent (a path, a header), and no answer may
 * echo a client's input (issue 26).
 */
const STATUS_WORDS: Record<number, string> = {
  404: 'Not found: the API has no such address.',
  413: 'The request is too large.',
  414: 'The address is too long.',
  415: 'This kind of request body is not accepted here.',
  429: 'Too many requests. Please try again in a moment.',
};
const ANY_REFUSAL = 'The request is not valid.';

/**
 * Every error answer is {message}; a client never gets a 500 for what it sent. The message is
 * written in English here and put in the reader's language on its way out (i18n/answerLanguage.ts),
 * as every other answer's message is.
 */
export function installErrorHandlers(app: FastifyInstance) {
  answerInReadersLanguage(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message } = describeError(error);
    if (error instanceof ClientError) reply.headers(error.headers);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: error.code, status }, message);
    return reply.code(status).send({ message });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ message: 'Not found: the API has no such address.' }),
  );
}

export function describeError(error: FastifyError): { status: number; message: string } {
  if (error.validation) {
    return { status: 400, message: describeValidation(error) };
  }
  if (error instanceof ClientError) return { status: error.statusCode, message: error.message };
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) {
    return { status: 500, message: 'Something went wrong on our side. Please try again later.' };
  }
  if (error instanceof SyntaxError)
    return { status, message: 'The request body is not valid JSON.' };
  if (/prototype/i.test(error.message)) {
    return { status, message: 'The request contains a forbidden property name.' };
  }
  return { status, message: KNOWN_ERRORS[error.code] ?? STATUS_WORDS[status] ?? ANY_REFUSAL };
}

/**
 * Fastify's refusals before a route is found (a path that does not decode, a path parameter
 * over the router's limit): without this, its own answer quotes the raw path back.
 */
export function answerFrameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const { status, message } = describeError(error);
  return reply.code(status).send({ message });
}

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/** Turns Ajv's first complaint into a sentence such as "email is required." */
function describeValidation(error: FastifyError): string {
  const issue = error.validation?.[0];
  if (!issue) return 'The request is not valid.';
  const field = fieldName(issue, error.validationContext);
  // ?page= and ?size= have one sentence for every mistake: the parameter and its bounds.
  const paging = error.validationContext === 'querystring' && PAGE_QUERY_MESSAGES[field];
  if (paging) return paging;
  const params = issue.params as Record<string, unknown>;
  switch (issue.keyword) {
    case 'required':
      return `${String(params.missingProperty)} is required.`;
    case 'minLength':
      return params.limit === 1
        ? `${field} is required.`
        : `${field} must have at least ${String(params.limit)} characters.`;
    case 'maxLength':
      return `${field} must have at most ${String(params.limit)} characters.`;
    case 'type':
      return `${field} must be ${article(String(params.type))}.`;
    case 'const':
    case 'enum':
    case 'anyOf':
      return `${field} has a value that is not allowed.`;
    case 'format':
      return `${field} must be a valid ${String(params.format)}.`;
    case 'minimum':
    case 'maximum':
      return `${field} ${issue.message ?? 'is out of range'}.`;
    case 'minProperties':
      // A change with nothing in it (PATCH {}): say so instead of Ajv's "fewer than 1 properties".
      return `${field} must name at least one thing to change.`;
    default:
      return `${field} ${issue.message ?? 'is not valid'}.`;
  }
}

function fieldName(issue: ValidationIssue, context: string | undefined): string {
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (path) return path;
  return context === 'body' ? 'The request body' : `The ${context ?? 'request'}`;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
