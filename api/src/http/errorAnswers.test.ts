import { compileErrors, validate } from '@readme/openapi-parser';
import { testDatabases } from '../testing/databases';
import { createTestApp } from '../testing/testApp';
import { ERROR_ANSWERS } from './errorAnswers';

// Issue 26, point 1: every operation of the served document declares the refusals it can
// answer, each one referring to the one shared error answer, and the document is valid OpenAPI.

interface Operation {
  security?: unknown[];
  parameters?: { in: string }[];
  responses: Record<string, { $ref?: string }>;
}
interface Served {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    responses: Record<string, { headers?: Record<string, unknown>; content?: unknown }>;
  };
}

const refTo = (status: number) => ({
  $ref: `#/components/responses/${ERROR_ANSWERS[status]?.name}`,
});

describe('the OpenAPI document declares every refusal (issue 26)', () => {
  let served: Served;
  let operations: { name: string; method: string; operation: Operation }[];
  beforeAll(async () => {
    const [dialect = 'sqlite'] = testDatabases();
    const t = await createTestApp(dialect);
    try {
      served = (await t.app.inject('/api/openapi.json')).json<Served>();
    } finally {
      await t.close();
    }
    operations = Object.entries(served.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        name: `${method.toUpperCase()} ${path}`,
        method,
        operation,
      })),
    );
  });

  it('passes an OpenAPI validator', async () => {
    // The validator works on its own copy: it resolves references in place.
    const result = await validate(structuredClone(served) as never);
    expect(result.valid ? 'valid' : compileErrors(result)).toBe('valid');
    expect(served.openapi).toBe('3.1.0');
  });

  it('declares, on every operation, what any request can be refused for', () => {
    for (const { name, method, operation } of operations) {
      const wanted = [400, 415, 431];
      if (operation.security?.length) wanted.push(401, 403);
      if (operation.parameters?.some((parameter) => parameter.in === 'path')) {
        wanted.push(404, 414);
      }
      if (method !== 'get' && method !== 'head') wanted.push(413);
      for (const status of wanted) {
        expect([name, status, operation.responses[status]]).toEqual([name, status, refTo(status)]);
      }
    }
  });

  it('refers every refusal to the one shared answer, with Retry-After on 429 and 503', () => {
    for (const { name, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        expect([name, status, response]).toEqual([name, status, refTo(Number(status))]);
      }
    }
    const shared = served.components.responses;
    expect(Object.keys(shared.TooManyRequests?.headers ?? {})).toEqual(['Retry-After']);
    expect(Object.keys(shared.ServiceUnavailable?.headers ?? {})).toEqual(['Retry-After']);
    expect(shared.BadRequest?.content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/Message' } },
    });
  });

  it('keeps the refusals that only a route knows', () => {
    const responses = (path: string, method: string) =>
      Object.keys(served.paths[path]?.[method]?.responses ?? {});
    expect(responses('/api/Account/login', 'post')).toEqual(expect.arrayContaining(['429']));
    expect(responses('/api/User/add-complaint', 'post')).toEqual(
      expect.arrayContaining(['401', '403', '413', '415', '429']),
    );
    // An update names its record by the id in its body.
    expect(responses('/api/Admin/notice', 'put')).toEqual(expect.arrayContaining(['404']));
    expect(responses('/api/Public/notice', 'get')).toEqual(expect.arrayContaining(['503']));
  });
});
