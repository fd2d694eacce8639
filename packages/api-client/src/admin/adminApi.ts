import { apiClient } from '@council/shared-auth';
import { PagedPaths } from '@council/contract/paths';
import { countsFromWire, type StatusCount } from '../complaintCounts';
import type { Page } from '../entities';
import { getPage, type PageRequest } from '../paged';
import type { AdminEndpoint } from './adminEndpoints';

/** How much of a request body has gone up; total is unknown for some bodies. */
export interface UploadProgress {
  loaded: number;
  total?: number;
}

export interface SaveOptions {
  /** Called as the body goes up, so that a large file shows its progress. */
  onUploadProgress?: (event: UploadProgress) => void;
}

/** The calls of the admin console (SPEC.md section 7, Admin); shared-auth adds the Bearer token. */
export const adminApi = {
  /** One page of a section's records, newest first. */
  list<Entity, Draft extends { id: number }>(
    endpoint: AdminEndpoint<Entity, Draft>,
    request: PageRequest = {},
  ): Promise<Page<Entity>> {
    return getPage(endpoint.pagePath, endpoint.fromWire, request);
  },

  /** id 0 creates (POST); any other id updates (PUT, id in the body). */
  async save<Entity, Draft extends { id: number }>(
    endpoint: AdminEndpoint<Entity, Draft>,
    draft: Draft,
    options: SaveOptions = {},
  ): Promise<void> {
    const body = endpoint.toBody(draft);
    const config = options.onUploadProgress ? { onUploadProgress: options.onUploadProgress } : {};
    if (draft.id === 0) await apiClient.post(endpoint.path, body, config);
    else await apiClient.put(endpoint.path, body, config);
  },

  async remove<Entity, Draft extends { id: number }>(
    endpoint: AdminEndpoint<Entity, Draft>,
    id: number,
  ): Promise<void> {
    await apiClient.delete(`${endpoint.path}/${id}`);
  },

  /** Complaints with their status, counted per status by the dashboard. */
  /** Complaints counted per status, by the API. */
  async complaintCounts(): Promise<StatusCount[]> {
    return countsFromWire((await apiClient.get<unknown>(PagedPaths.admin.complaintCounts)).data);
  },
};
