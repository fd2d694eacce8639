// @council/api-fake: the one fake of the API for unit tests (see fakeApi.ts).
export type { ApiAnswers, ApiCall } from './apiAnswers';
export { FAKE_API_BASE, fakeApi, type FakeApi, type FakeApiOptions } from './fakeApi';
export {
  accepted,
  asPlainText,
  created,
  failWith,
  NETWORK_DOWN,
  offContract,
  PENDING,
  type FakeAnswer,
  type FakeAnswers,
  type FakeReply,
} from './replies';
export * from './samples';
export * from './accountSamples';
export * from './grievanceSamples';
export { authorizationOf, type SentForm, type SentRequest } from './sentRequest';
