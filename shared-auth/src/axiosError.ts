import type { AxiosError } from 'axios';

/**
 * Whether a call's failure is the client's error (with the server's answer, when there was
 * one). axios's own isAxiosError, which this is, would bring axios into every page that handles
 * a failure; axios is loaded with the first call (see lazyClient.ts).
 */
export function isAxiosError<T = unknown>(error: unknown): error is AxiosError<T> {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}
