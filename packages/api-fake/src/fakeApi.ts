// The one fake of the API for unit tests: MSW's request handlers (msw/node) answer the
// requests that the real axios client of @council/shared-auth sends, interceptors included, so
// the api-client mappers run on answers typed by @council/contract. In jsdom it needs the
// environment @council/jest-config/jsdom-with-fetch, which every browser preset uses.
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { apiClient, configureApi } from '@council/shared-auth';
import type { AxiosProgressEvent } from 'axios';
import type { ApiAnswers, ApiCall } from './apiAnswers';
import { failWith, offContract, respond, type FakeAnswers, type FakeReply } from './replies';
import { readSentRequest, type SentRequest } from './sentRequest';

/** The API's base in tests; handlers match any origin, so a test may configure another. */
export const FAKE_API_BASE = 'http://api.test';

export interface FakeApiOptions {
  /**
   * What a call no test planned answers: 404 {message} by default, so a test sees a request it
   * did not expect; 'empty list' for screens that make many calls and assert on a few.
   */
  otherCalls?: 'not found' | 'empty list';
}

/**
 * Starts the fake API for the calling test file (call it once, at the top level): it listens
 * before the first test, forgets every answer and sent request after each test, and stops after
 * the last. A test then says which call answers what with `answer` or `answers`.
 */
export function fakeApi({ otherCalls = 'not found' }: FakeApiOptions = {}) {
  const sent: SentRequest[] = [];
  const handle =
    (reply: (request: SentRequest) => unknown) =>
    async ({ request }: { request: Request }) => {
      const read = await readSentRequest(request);
      sent.push(read);
      return respond(await reply(read));
    };
  const server = setupServer(
    http.all(
      '*/api/*',
      handle(() =>
        otherCalls === 'empty list' ? offContract([]) : failWith(404, { message: 'Not found' }),
      ),
    ),
  );
  const progressReports: number[] = [];
  beforeAll(() => {
    configureApi({ baseUrl: FAKE_API_BASE });
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    sent.length = 0;
    for (const id of progressReports.splice(0)) apiClient.interceptors.request.eject(id);
  });
  afterAll(() => server.close());

  function answer<Call extends ApiCall>(call: Call, reply: FakeReply<ApiAnswers[Call]>): void {
    const [method = '', path = ''] = call.split(' ');
    const pick = typeof reply === 'function' ? reply : () => reply;
    const byMethod = {
      GET: http.get,
      POST: http.post,
      PUT: http.put,
      PATCH: http.patch,
      DELETE: http.delete,
    };
    server.use(byMethod[method as keyof typeof byMethod](`*${path}`, handle(pick)));
  }

  return {
    /** Every request that reached the fake in this test, in order. */
    sent,
    answer,
    /** Several answers at once. */
    answers(replies: FakeAnswers): void {
      for (const [call, reply] of Object.entries(replies)) answer(call as ApiCall, reply as never);
    },
    /** Answers every call alike: for tests of the client itself, not of one call. */
    answerAnyCall(reply: FakeReply<unknown>): void {
      const pick =
        typeof reply === 'function' ? (reply as (r: SentRequest) => unknown) : () => reply;
      server.use(http.all('*', handle(pick)));
    },
    /**
     * Reports upload progress to every request that asks for it. MSW tells the browser's
     * XMLHttpRequest of the whole body at once, when it answers: a test of a screen's progress
     * bar sets the figure here, where the client hands it to the screen.
     */
    reportUploadProgress(loaded: number, total: number): void {
      const progress: AxiosProgressEvent = {
        loaded,
        total,
        bytes: loaded,
        progress: loaded / total,
        lengthComputable: true,
      };
      progressReports.push(
        apiClient.interceptors.request.use((config) => {
          config.onUploadProgress?.(progress);
          return config;
        }),
      );
    },
    /** Forgets the requests sent so far, to look at what a later step sends. */
    forgetSent: (): void => {
      sent.length = 0;
    },
    /** Where each request went, path and query: '/api/Public/complaint?statusFilter=All'. */
    sentAddresses: (): string[] => sent.map(({ url }) => `${url.pathname}${url.search}`),
    /** The requests sent to one call ('GET /api/User/complaint'), in order. */
    sentTo(call: ApiCall): SentRequest[] {
      const [method, path = ''] = call.split(' ');
      const pattern = new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`);
      return sent.filter((request) => request.method === method && pattern.test(request.path));
    },
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;
