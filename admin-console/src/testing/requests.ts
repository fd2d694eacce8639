import type { InternalAxiosRequestConfig } from 'axios';

/** A sent multipart body's text fields and [field, file name] pairs, to compare with SPEC.md 7. */
export function multipartOf(request: InternalAxiosRequestConfig | undefined) {
  const body = request?.data;
  if (!(body instanceof FormData)) throw new Error('not a multipart body');
  const texts: Record<string, string> = {};
  const files: Array<[string, string]> = [];
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') texts[name] = value;
    else files.push([name, value.name]);
  }
  return { texts, files };
}

export const callsOf = (sent: InternalAxiosRequestConfig[], method: string) =>
  sent.filter((request) => request.method === method);
