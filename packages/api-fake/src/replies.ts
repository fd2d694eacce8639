import { delay, HttpResponse } from 'msw';
import type { ApiAnswers, ApiCall } from './apiAnswers';
import type { SentRequest } from './sentRequest';

// The answers a test can give a call besides its contract answer: a status, no answer, a refused
// connection, an answer off the contract, text. A symbol marks them, so no wire record is taken
// for one.
const special = Symbol('fake reply');
export type Special =
  | { [special]: 'status'; status: number; body: unknown }
  | { [special]: 'pending' }
  | { [special]: 'network' }
  | { [special]: 'off contract'; body: unknown }
  | { [special]: 'text'; body: string };
/** A contract answer with a status other than 200. */
export interface WithStatus<Answer> {
  [special]: 'with status';
  status: number;
  body: Answer;
}

/** An HTTP error status, with the body the API would send: JSON, plain text, or {} unless given. */
export const failWith = (status: number, body: unknown = {}): Special => ({
  [special]: 'status',
  status,
  body,
});
/** An answer that never comes: the screen stays loading. */
export const PENDING: Special = { [special]: 'pending' };
/** A refused connection: axios fails with 'Network Error'. */
export const NETWORK_DOWN: Special = { [special]: 'network' };
/** A 200 answer the contract does not allow, to show that a screen survives one. */
export const offContract = (body: unknown): Special => ({ [special]: 'off contract', body });

/** A contract answer with its status: created(record) is what a POST that saved answers. */
export const created = <Answer>(body: Answer): WithStatus<Answer> => ({
  [special]: 'with status',
  status: 201,
  body,
});

/** A contract answer with 202: what a call answers that has taken a request to mail someone. */
export const accepted = <Answer>(body: Answer): WithStatus<Answer> => ({
  [special]: 'with status',
  status: 202,
  body,
});

/** The answer as JSON in a text/plain body, as the API sends press releases (SPEC.md 7). */
export const asPlainText = (answer: unknown): Special => ({
  [special]: 'text',
  body: JSON.stringify(answer),
});

/** One answer of a call, as a test fixes it in advance. */
export type FakeAnswer<Answer> = Answer | WithStatus<Answer> | Special;
/** What a call answers: one answer, or one chosen per request. */
export type FakeReply<Answer> =
  FakeAnswer<Answer> | ((request: SentRequest) => FakeAnswer<Answer> | Promise<FakeAnswer<Answer>>);

export type FakeAnswers = { [Call in ApiCall]?: FakeReply<ApiAnswers[Call]> };

const isSpecial = (reply: unknown): reply is Special | WithStatus<unknown> =>
  typeof reply === 'object' && reply !== null && special in reply;

/** A failure's body as a server sends it: none, plain text, or JSON. */
function bodyWithStatus(body: unknown, status: number): Response {
  if (body === undefined) return new HttpResponse(null, { status });
  if (typeof body === 'string') return HttpResponse.text(body, { status });
  return HttpResponse.json(body as never, { status });
}

/** The HTTP answer MSW sends for a reply. */
export async function respond(reply: unknown): Promise<Response> {
  if (!isSpecial(reply)) return HttpResponse.json(reply as never);
  switch (reply[special]) {
    case 'status':
      return bodyWithStatus(reply.body, reply.status);
    case 'with status':
      return HttpResponse.json(reply.body as never, { status: reply.status });
    case 'pending':
      await delay('infinite');
      return HttpResponse.error();
    case 'network':
      return HttpResponse.error();
    case 'off contract':
      return HttpResponse.json(reply.body as never);
    case 'text':
      return HttpResponse.text(reply.body);
  }
}
