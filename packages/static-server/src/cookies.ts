import type { FastifyRequest } from 'fastify';

/** A cookie's value from the request's Cookie header, or undefined. */
export function cookieOf(
  request: Pick<FastifyRequest, 'headers'>,
  name: string,
): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim()) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
