import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { createAccount } from '../accounts/accountStore';
import { DEFAULT_LOGIN_LIMITS } from '../accounts/login';
import { startSession } from '../accounts/sessions';
import { signToken } from '../auth/jwt';
import { DEFAULT_TOKEN_LIFE_SECONDS } from '../config';
import type { Role } from '../db/schema';
import { checkPdfApart, PDF_CHECK_LIMITS, stopPdfChecks } from '../files/pdfCheckProcess';
import { testDatabases } from '../testing/databases';
import { pdf } from '../testing/samples';
import { ensureLookups } from '../testing/fixtures';
import { startMailbox, type Mailbox } from '../testing/mailbox';
import { createTestApp, TEST_PASSWORD, TEST_SECRET, type TestApp } from '../testing/testApp';
import { requestsFor, type DocumentOperation, type FuzzRequest } from './documentRequests';

/**
 * Issue 26, point 5: the API fuzzes itself from its own OpenAPI document. For every operation,
 * without a token, as a citizen and as an admin, generated requests (plausible and hostile
 * values, missing and extra fields, malformed and mistyped bodies) must get no 5xx, no status
 * the document does not declare, a 2xx valid against its declared schema, an answer within 2 s,
 * and leave the API healthy.
 *
 * FUZZ_RUNS (default 5) requests per operation and role; FUZZ_SEED repeats a run. A failure
 * names the seed, the operation and the request, so that it reproduces.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 5);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const SLOWEST_MS = 2000;
const PDF_DEFAULTS = { ...PDF_CHECK_LIMITS };

interface Document {
  paths: Record<string, Record<string, DocumentOperation>>;
}

type Who = 'nobody' | Role;

/** A fresh session for each operation: a generated logout or password change ends its own. */
async function tokenFor(t: TestApp, who: Who, accounts: Record<Role, number>) {
  if (who === 'nobody') return undefined;
  const id = accounts[who];
  const sid = await startSession(t.db, id);
  return signToken(
    { sub: String(id), email: `${who}@fuzz.example`, role: who, sid },
    TEST_SECRET,
    DEFAULT_TOKEN_LIFE_SECONDS,
  );
}

/** Validators of each declared JSON answer, compiled against the whole document. */
function answerSchemas(document: Document) {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document, 'openapi');
  const compiled = new Map<string, ValidateFunction>();
  return (path: string, method: string, status: number): ValidateFunction | undefined => {
    const key = `${path} ${method} ${status}`;
    const schema = document.paths[path]?.[method]?.responses[status]?.content?.['application/json'];
    if (!schema?.schema) return undefined;
    if (!compiled.has(key)) {
      const pointer = ['paths', path, method, 'responses', String(status), 'content']
        .map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1'))
        .join('/');
      compiled.set(key, ajv.compile({ $ref: `openapi#/${pointer}/application~1json/schema` }));
    }
    return compiled.get(key);
  };
}

/** Undefined after `ms`: a request the API never answers fails instead of holding the suite. */
const noAnswerAfter = (ms: number) =>
  new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms).unref());

/** What is wrong with the answer to `request`, or undefined. */
async function fault(
  t: TestApp,
  request: FuzzRequest,
  operation: DocumentOperation,
  validator: (status: number) => ValidateFunction | undefined,
): Promise<string | undefined> {
  const started = performance.now();
  const answer = await Promise.race([t.app.inject(request), noAnswerAfter(2 * SLOWEST_MS)]);
  if (!answer) return `gave no answer within ${2 * SLOWEST_MS} ms`;
  const took = performance.now() - started;
  const status = answer.statusCode;
  const said = `${status} ${answer.body.slice(0, 300)}`;
  if (status >= 500) return `answered ${said}`;
  if (!(String(status) in operation.responses)) return `answered an undeclared ${said}`;
  if (took > SLOWEST_MS) return `took ${Math.round(took)} ms`;
  const isJson = String(answer.headers['content-type']).startsWith('application/json');
  const validate = status < 300 && isJson && answer.body !== '' ? validator(status) : undefined;
  if (validate && !validate(answer.json())) {
    return `answered ${status} against its schema: ${JSON.stringify(validate.errors?.slice(0, 3))}`;
  }
  return undefined;
}

describe.each(testDatabases())('the API fuzzed from its OpenAPI document on %s', (dialect) => {
  let t: TestApp;
  let document: Document;
  let accounts: Record<Role, number>;
  let mailbox: Mailbox;
  beforeAll(async () => {
    // With mail, so that the calls that send it answer as on a council's server, not 503; and
    // without the sign-in slowing, which is deliberate (limits/signInLimits.test.ts proves it):
    // the 2 s bound is about work, not about a wait the API chose.
    mailbox = await startMailbox();
    t = await createTestApp(dialect, {
      mailer: mailbox.mailer,
      loginLimits: { ...DEFAULT_LOGIN_LIMITS, firstDelayMs: 0, addressFirstDelayMs: 0 },
    });
    document = (await t.app.inject('/api/openapi.json')).json<Document>();
    await ensureLookups(t.db);
    const account = (role: Role) =>
      createAccount(t.db, { email: `${role}@fuzz.example`, role, password: TEST_PASSWORD });
    accounts = { admin: await account('admin'), user: await account('user'), officer: 0 };
    accounts.officer = await account('officer');
    // Forms carry files now (their requestBody): a PDF is checked in a process of its own, which
    // starts on the first one and ends when idle. Its start is a wait of its own (seconds under
    // ts-jest), not the work of one request: started once here and kept for the run.
    PDF_CHECK_LIMITS.idleMs = 10 * 60_000;
    await checkPdfApart(await pdf());
  });
  afterAll(async () => {
    Object.assign(PDF_CHECK_LIMITS, PDF_DEFAULTS);
    stopPdfChecks();
    await t.close();
    await mailbox.close();
  });

  it.each<Who>(['nobody', 'user', 'admin'])(
    'answers every operation as declared, as %s',
    async (who) => {
      const schemas = answerSchemas(document);
      for (const [path, methods] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(methods)) {
          if (method === 'head') continue;
          const token = await tokenFor(t, who, accounts);
          const property = fc.asyncProperty(
            requestsFor(path, method, operation, token),
            async (request) => {
              const wrong = await fault(t, request, operation, (status) =>
                schemas(path, method, status),
              );
              if (wrong) throw new Error(`${request.method} ${request.url.slice(0, 200)} ${wrong}`);
            },
          );
          const details = await fc.check(property, { seed: SEED, numRuns: RUNS });
          if (details.failed) {
            const why = details.errorInstance instanceof Error ? details.errorInstance.message : '';
            throw new Error(
              `${method.toUpperCase()} ${path} as ${who}, FUZZ_SEED=${SEED}: ${why}\n` +
                fc.defaultReportMessage(details)?.slice(0, 3000),
            );
          }
        }
      }
    },
    10 * 60_000,
  );

  it('is healthy afterwards', async () => {
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    expect((await t.app.inject('/api/Public/notice')).statusCode).toBe(200);
    expect((await t.app.inject('/api/v2/public/notices')).statusCode).toBe(200);
  });
});
