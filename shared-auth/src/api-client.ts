import axios from 'axios';

/**
 * The one HTTP client of every app. Its base URL is run-time configuration (the shell calls
 * `configureApi` at start from its config.json), never baked into a bundle. The session's
 * interceptors are attached in session-guard.ts.
 */
export const apiClient = axios.create();

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
