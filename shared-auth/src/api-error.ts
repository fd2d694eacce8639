import { isAxiosError } from './axiosError';

/**
 * The text to show for a failed call: the server's `message` field, or its answer when that is
 * plain text (some screens show it, SPEC.md section 8); otherwise `fallback`.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (!isAxiosError(error)) return fallback;
  const body: unknown = error.response?.data;
  if (typeof body === 'string') {
    const text = body.trim();
    // An HTML error page from a proxy is no message for a person.
    return text !== '' && !text.startsWith('<') ? text : fallback;
  }
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}
