import type { InternalAxiosRequestConfig } from 'axios';
import { apiClient, configureApi, useSession } from '@council/shared-auth';
import { fakeApi, type FakeAnswer } from '@council/shared-auth/src/testing/fake-api';
import { makeToken } from '@council/shared-auth/src/testing/jwt';

export type Route = FakeAnswer | 'network' | ((config: InternalAxiosRequestConfig) => FakeAnswer);

/** The demo lookups as the wire spells them. */
export const LOOKUP_ANSWERS: Record<string, FakeAnswer> = {
  'GET /api/User/grievance': { status: 200, data: [{ id: 3, grievanceTitle: 'Blocked drain' }] },
  'GET /api/User/district': { status: 200, data: [{ id: 1, districtNameEnglish: 'Patna' }] },
  'GET /api/User/ward': { status: 200, data: [{ id: 7, wardNumber: '12' }] },
  'GET /api/User/ulb': { status: 200, data: [{ id: 2, ulbName: 'Demo Nagar Parishad' }] },
};

/**
 * Signs a citizen in and answers the API from `routes` ('GET /api/User/ward' -> answer); only
 * the transport is replaced, so the real client, its token and the mappers run. An unknown
 * call answers 404, so a test sees a request it did not plan for.
 */
export function fakeCitizenApi(routes: Record<string, Route>) {
  configureApi({ baseUrl: 'http://api.test' });
  const token = makeToken({ role: 'user', exp: Math.floor(Date.now() / 1000) + 300 });
  useSession.setState({ token, role: 'user', expiresAt: Date.now() + 300_000 });
  return fakeApi(apiClient, (config) => {
    const route =
      routes[
        `${config.method?.toUpperCase()} ${new URL(apiClient.getUri({ ...config, params: undefined })).pathname}`
      ];
    if (route === undefined) return { status: 404, data: { message: 'Not found' } };
    return typeof route === 'function' ? route(config) : route;
  });
}

/** The statusFilter a request asked for. */
export function statusFilterOf(config: InternalAxiosRequestConfig | undefined): unknown {
  return (config?.params as { statusFilter?: unknown } | undefined)?.statusFilter;
}
