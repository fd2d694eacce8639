// shared-auth: the one session of the site, shared by the shell and every remote.
import { apiClient } from './api-client';
import { useSession } from './session';
import { guardWithSession } from './session-guard';
import { keepSessionCookie } from './sessionCookie';

// Attached once, here: this module is evaluated once per page because the package is a singleton.
guardWithSession(apiClient);
keepSessionCookie(useSession, typeof document === 'undefined' ? undefined : document);

export { apiAddress, apiClient, bearer, configureApi, type ApiSettings } from './api-client';
export type { ApiClient } from './lazyClient';
export { apiErrorMessage } from './api-error';
export { answerFromEarlyCall, type EarlyAnswer, type EarlyCall } from './earlyCall';
export {
  InvalidCredentialsError,
  LoginFailedError,
  LoginUnavailableError,
  NoSessionError,
  UnknownRoleError,
  type SignInAnswer,
} from './errors';
export {
  dropAllDrafts,
  dropDraft,
  keepable,
  keepDraft,
  keptDraft,
  type KeptDraft,
} from './keptDrafts';
export { accountOf, DOTNET_ROLE_CLAIM, personNameOf, readToken, type Role } from './role';
export {
  isSignedIn,
  onSessionEnded,
  onSignedOut,
  RenderedRoleProvider,
  SESSION_LIFETIME_MS,
  SESSION_STORAGE_KEY,
  sessionExpiry,
  sessionLife,
  useRole,
  useSession,
  type EndedSession,
  type SessionActions,
  type SessionData,
  type SessionEnd,
  type SessionState,
} from './session';
export { needsToken, readTokensFrom, type TokenSource } from './session-guard';
