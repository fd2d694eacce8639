import { testDatabases } from './databases';
import { createTestApp } from './testApp';

// The OpenAPI document the app serves, as the tests that check it read it.

/** A schema of the document, as far as the tests look into one. */
export interface DocumentSchema {
  $ref?: string;
  properties?: Record<string, unknown>;
  items?: DocumentSchema;
}

interface WithContent {
  content?: Record<string, { schema: DocumentSchema }>;
  /** A refusal refers to the document's one shared answer for its status (http/errorAnswers.ts). */
  $ref?: string;
}

/** One method of one path. */
export interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  security?: unknown[];
  requestBody?: WithContent;
  responses: Record<string, WithContent>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/**
 * The document, read once before the tests of a describe block from an app on the first test
 * database (the document does not depend on the database). The hook fills it in, so read its
 * paths only inside tests.
 */
export function servedDocument(): OpenApiDocument {
  const document: OpenApiDocument = { paths: {} };
  beforeAll(async () => {
    const [dialect = 'sqlite'] = testDatabases();
    const t = await createTestApp(dialect);
    try {
      const served = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
      document.paths = served.json<OpenApiDocument>().paths;
    } finally {
      await t.close();
    }
  });
  return document;
}

/** The statuses of an operation's answers, sorted as Object.keys sorts them: those any request
 * can be refused with (400, 415, 431; http/errorAnswers.ts) and the given ones. */
export function refusals(...statuses: number[]): string[] {
  return [...new Set([400, 415, 431, ...statuses])].sort((a, b) => a - b).map(String);
}
