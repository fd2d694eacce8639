import Fastify, { type FastifyInstance } from 'fastify';
import { MAX_PAGE } from '@council/contract';
import { installErrorHandlers, KNOWN_ERRORS } from '../http/errors';
import { PAGE_QUERY_MESSAGES } from '../paging/pageWindow';
import { hindiOf } from './translate';

/**
 * The validation sentences are built from Ajv's errors (http/errors.ts), partly in Ajv's own
 * words, which no reading of our source can list: each keyword a schema may use is tried here on
 * a real Fastify with the API's error handler, in Hindi.
 */
const CASES: [schema: object, body: unknown][] = [
  [{ type: 'object', required: ['email'], properties: { email: { type: 'string' } } }, {}],
  [{ type: 'object', properties: { name: { type: 'string', minLength: 1 } } }, { name: '' }],
  [{ type: 'object', properties: { name: { type: 'string', minLength: 3 } } }, { name: 'ab' }],
  [{ type: 'object', properties: { name: { type: 'string', maxLength: 3 } } }, { name: 'abcd' }],
  [{ type: 'object', properties: { name: { type: 'string' } } }, { name: {} }],
  [{ type: 'object', properties: { version: { type: 'integer' } } }, { version: 'x' }],
  [{ type: 'object', properties: { rating: { type: 'number' } } }, { rating: 'x' }],
  [{ type: 'object', properties: { active: { type: 'boolean' } } }, { active: 'maybe' }],
  // Fastify's Ajv makes a lone value a list of one (coerceTypes 'array'): an object is no list.
  [{ type: 'object', properties: { wardIds: { type: 'array' } } }, { wardIds: {} }],
  [{ type: 'object', properties: { role: { type: 'object' } } }, { role: 'x' }],
  [{ type: 'object' }, 'not an object'],
  [{ type: 'object', properties: { role: { const: 'admin' } } }, { role: 'x' }],
  [{ type: 'object', properties: { role: { enum: ['admin', 'user'] } } }, { role: 'x' }],
  [
    { type: 'object', properties: { title: { anyOf: [{ type: 'string' }, { type: 'null' }] } } },
    { title: {} },
  ],
  [
    { type: 'object', properties: { from: { type: 'string', format: 'date-time' } } },
    { from: 'yesterday' },
  ],
  [{ type: 'object', properties: { rating: { type: 'integer', minimum: 1 } } }, { rating: 0 }],
  [{ type: 'object', properties: { rating: { type: 'integer', maximum: 5 } } }, { rating: 6 }],
  [
    { type: 'object', properties: { rating: { type: 'integer', exclusiveMinimum: 0 } } },
    { rating: 0 },
  ],
  [
    { type: 'object', properties: { rating: { type: 'integer', exclusiveMaximum: 6 } } },
    { rating: 6 },
  ],
  [{ type: 'object', minProperties: 1 }, {}],
  [
    { type: 'object', properties: { wardIds: { type: 'array', maxItems: 1 } } },
    { wardIds: [1, 2] },
  ],
  [{ type: 'object', properties: { wardIds: { type: 'array', minItems: 1 } } }, { wardIds: [] }],
  [
    { type: 'object', properties: { wardIds: { type: 'array', uniqueItems: true } } },
    { wardIds: [1, 1] },
  ],
  [
    { type: 'object', properties: { date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } } },
    { date: 'May' },
  ],
  [{ type: 'object', properties: { rating: { type: 'integer', multipleOf: 2 } } }, { rating: 3 }],
];

describe('validation sentences in Hindi', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    installErrorHandlers(app);
    CASES.forEach(([schema], index) => {
      app.post(`/case/${index}`, { schema: { body: schema } }, async () => ({}));
    });
    app.get(
      '/paged',
      {
        schema: {
          querystring: {
            type: 'object',
            properties: { page: { type: 'integer', minimum: 1, maximum: 1000 } },
          },
        },
      },
      async () => ({}),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const ask = async (index: number, body: unknown, language?: string) => {
    const response = await app.inject({
      method: 'POST',
      url: `/case/${index}`,
      payload: JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        ...(language ? { 'accept-language': language } : {}),
      },
    });
    expect(response.statusCode).toBe(400);
    return response.json<{ message: string }>().message;
  };

  it('has a Hindi sentence for every keyword, and the field in Hindi where it has a name', async () => {
    const untranslated: string[] = [];
    for (const [index, [, body]] of CASES.entries()) {
      const english = await ask(index, body);
      const hindi = await ask(index, body, 'hi');
      if (hindi === english || !/^[^a-z]*[\u0900-\u097f]/i.test(hindi)) {
        untranslated.push(`${english} -> ${hindi}`);
      }
    }
    expect(untranslated).toEqual([]);
  });

  it('says what is wrong as a Hindi reader would read it', async () => {
    expect(await ask(0, {}, 'hi')).toBe('ई-मेल भरना अनिवार्य है।');
    expect(await ask(3, { name: 'abcd' }, 'hi')).toBe('नाम में अधिकतम 3 अक्षर हो सकते हैं।');
    expect(await ask(5, { version: 'x' }, 'hi')).toBe('संस्करण पूर्ण संख्या होनी चाहिए।');
    expect(await ask(15, { rating: 0 }, 'hi')).toBe('रेटिंग का मान कम से कम 1 होना चाहिए।');
    expect(await ask(19, {}, 'hi')).toBe('अनुरोध में बदलने के लिए कम से कम एक चीज़ होनी चाहिए।');
  });

  it('answers a bad ?page= with the paging sentence, in Hindi', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/paged?page=0',
      headers: { 'accept-language': 'hi' },
    });
    expect(response.json()).toEqual({
      message: `पृष्ठ संख्या (page) 1 से ${MAX_PAGE} तक की पूर्ण संख्या होनी चाहिए।`,
    });
  });

  it("has the Hindi of Fastify's own refusals and of the paging sentences", () => {
    const sentences = [...Object.values(KNOWN_ERRORS), ...Object.values(PAGE_QUERY_MESSAGES)];
    expect(sentences.filter((sentence) => hindiOf(sentence) === undefined)).toEqual([]);
  });
});
