import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { apiClient, configureApi } from '@council/shared-auth';

/** How the stubbed API answers one path: with data, with an HTTP error, or never (loading). */
export type StubAnswer = { data: unknown } | { status: number } | 'pending';

const answers = new Map<string, StubAnswer>();
export const sentRequests: string[] = [];

function failure(config: InternalAxiosRequestConfig, status: number) {
  const response = { data: {}, status, statusText: 'Error', headers: {}, config };
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    config,
    response,
  });
}

/**
 * Replaces only the transport of shared-auth's client, so the real client, its interceptors and
 * the api-client's mappers run, as packages/api-client/src/public/publicApi.test.ts does.
 * Paths are matched without their query; unknown paths answer an empty list.
 */
export function stubApi(byPath: Record<string, StubAnswer>): void {
  configureApi({ baseUrl: 'http://api.test' });
  answers.clear();
  sentRequests.length = 0;
  for (const [path, answer] of Object.entries(byPath)) answers.set(path, answer);
  apiClient.defaults.adapter = (config): Promise<AxiosResponse> => {
    const url = new URL(apiClient.getUri(config));
    sentRequests.push(`${url.pathname}${url.search}`);
    const answer = answers.get(url.pathname) ?? { data: [] };
    if (answer === 'pending') return new Promise(() => undefined);
    if ('status' in answer) return Promise.reject(failure(config, answer.status));
    return Promise.resolve({
      data: answer.data,
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    });
  };
}
