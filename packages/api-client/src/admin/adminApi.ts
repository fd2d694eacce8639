import { apiClient } from '@council/shared-auth';
import type { Complaint } from '../entities';
import { complaintFromWire, listOf } from '../wire';
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
  async list<Entity, Draft extends { id: number }>(
    endpoint: AdminEndpoint<Entity, Draft>,
  ): Promise<Entity[]> {
    const { data } = await apiClient.get<unknown>(endpoint.path);
    return listOf(data).map(endpoint.fromWire);
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
  async complaintStatuses(): Promise<Complaint[]> {
    const { data } = await apiClient.get<unknown>('/api/Admin/complaint-count', {
      params: { statusFilter: 'All' },
    });
    return listOf(data).map(complaintFromWire);
  },
};
