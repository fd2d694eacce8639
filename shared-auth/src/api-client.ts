import { DEFAULT_LANGUAGE, i18n, offeredLanguage } from '@council/i18n';
import { lazyClient } from './lazyClient';

/**
 * The one HTTP client of every app. Its base URL is run-time configuration (the shell calls
 * `configureApi` at start from its config.json), never baked into a bundle. The session's
 * interceptors are attached in session-guard.ts. axios (about 17 KB gzip) is fetched with the
 * first call, in a chunk of its own: a server-rendered page that asks nothing never loads it.
 */
export const apiClient = lazyClient(() =>
  import(/* webpackChunkName: "axios" */ 'axios').then((module) => module.default),
);

/** The language the site is read in now ('en' before translation has started). */
export function readersLanguage(): string {
  return offeredLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
}

// Every call says which language the reader reads, so that the API answers its sentences
// (refusals, confirmations) in it and remembers it for the person's mails (issue 19). Read at
// each call: a switch of language applies to the next call without a reload.
apiClient.interceptors.request.use((config) => {
  if (!config.headers.has('Accept-Language')) {
    config.headers.set('Accept-Language', readersLanguage());
  }
  return config;
});

/** The Authorization header's value for a session token. */
export function bearer(token: string): string {
  return `Bearer ${token}`;
}

export interface ApiSettings {
  /** The API's origin (and path prefix, if any), e.g. http://localhost:4000. */
  baseUrl: string;
}

export function configureApi({ baseUrl }: ApiSettings): void {
  // Paths are written '/api/...', so a trailing slash here would double up.
  apiClient.defaults.baseURL = baseUrl.replace(/\/+$/, '');
}

/**
 * An API path as the browser fetches it: the run-time API base in front, e.g. a stored file's
 * '/api/files/3/ab.../photo.jpg' in an <img>. Absolute URLs are kept.
 */
export function apiAddress(path: string): string {
  if (/^(https?:|data:)/.test(path)) return path;
  return `${apiClient.defaults.baseURL ?? ''}${path}`;
}
