import type { AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { apiClient, bearer } from './api-client';
import type { ApiClient } from './lazyClient';

/**
 * A GET the page started before any app could: the shell's first call of a signed-in screen,
 * sent while the screen's scripts still load (site-config's `firstCall`).
 */
export interface EarlyCall {
  /** The whole address, as the client's getUri gives it for the same call. */
  url: string;
  /** The session token it went with. */
  token: string;
  /** Its answer's status and body; null when it got none (the network failed). */
  answer: Promise<EarlyAnswer | null>;
}

export interface EarlyAnswer {
  status: number;
  /** The body as text: the client reads it as it reads any answer. */
  body: string;
}

/**
 * Lets the client answer the same call, once, from the early one: the screen asks as it always
 * does and gets its answer without a second trip. Only a 2xx is taken; any other outcome (a 401
 * of an expired session, a 5xx, no answer) and any other call go out as usual, so their errors
 * are handled where they always are.
 */
export function answerFromEarlyCall(early: EarlyCall, client: ApiClient = apiClient): void {
  // Set on the axios instance when the first call loads it, before that call goes out.
  client.whenLoaded((instance, axios) => {
    const send = axios.getAdapter(instance.defaults.adapter);
    let waiting: EarlyCall | null = early;
    instance.defaults.adapter = async (config) => {
      if (!waiting || !isSameCall(waiting, config, instance)) return send(config);
      const answer = await waiting.answer;
      waiting = null;
      if (!answer || answer.status < 200 || answer.status >= 300) return send(config);
      return {
        data: answer.body,
        status: answer.status,
        statusText: '',
        headers: new axios.AxiosHeaders({ 'content-type': 'application/json' }),
        config,
      };
    };
  });
}

function isSameCall(
  early: EarlyCall,
  config: InternalAxiosRequestConfig,
  client: AxiosInstance,
): boolean {
  return (
    (config.method ?? 'get').toLowerCase() === 'get' &&
    client.getUri(config) === early.url &&
    config.headers.get('Authorization') === bearer(early.token)
  );
}
