import {
  AxiosError,
  AxiosHeaders,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';

export interface FakeAnswer {
  status: number;
  data?: unknown;
}

/**
 * Replaces the client's transport (its adapter) so tests see every request that would have
 * left the browser; the client's own interceptors still run. `answer` of 'network' fails the
 * request the way a refused connection does.
 */
export function fakeApi(
  client: AxiosInstance,
  answer: (config: InternalAxiosRequestConfig) => FakeAnswer | 'network' = () => ({
    status: 200,
    data: [],
  }),
) {
  const sent: InternalAxiosRequestConfig[] = [];
  client.defaults.adapter = async (config) => {
    sent.push(config);
    const result = answer(config);
    if (result === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response = {
      status: result.status,
      statusText: String(result.status),
      data: result.data,
      headers: new AxiosHeaders(),
      config,
    };
    if (result.status >= 200 && result.status < 300) return response;
    throw new AxiosError(
      `Status ${result.status}`,
      AxiosError.ERR_BAD_RESPONSE,
      config,
      null,
      response,
    );
  };
  return {
    sent,
    authorizationOf: (index: number) =>
      AxiosHeaders.from(sent[index]?.headers).get('Authorization'),
  };
}
