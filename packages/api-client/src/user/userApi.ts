import type { ComplaintWire } from '@council/contract';
import { PagedPaths } from '@council/contract/paths';
import { apiClient } from '@council/shared-auth';
import { countsFromWire, type StatusCount } from '../complaintCounts';
import { getPage, type PageRequest } from '../paged';
import type { Complaint, District, Grievance, Page, Ulb, Ward } from '../entities';
import {
  complaintFromWire,
  districtFromWire,
  grievanceFromWire,
  listOf,
  ulbFromWire,
  wardFromWire,
  type Received,
} from '../wire';
import type { ComplaintFilter } from './complaintFilters';
import { newComplaintForm, type NewComplaint } from './newComplaintForm';

/** The dropdowns' data: short lists, never paged. */
async function list<Wire, T>(path: string, fromWire: (wire: Received<Wire>) => T): Promise<T[]> {
  const { data } = await apiClient.get<unknown>(path);
  return listOf<Wire>(data).map(fromWire);
}

export interface UploadOptions {
  /** Called as the form goes out, with the share sent so far (0 to 1). */
  onUploadProgress?: (sent: number) => void;
}

/** The calls of a signed-in citizen (SPEC.md section 7, User); shared-auth adds the token. */
export const userApi = {
  /** The caller's complaints counted per status, by the API. */
  complaintCounts: async (): Promise<StatusCount[]> =>
    countsFromWire((await apiClient.get<unknown>(PagedPaths.user.complaintCounts)).data),
  /** One page of the caller's complaints, all or those of one status. */
  complaints: (filter: ComplaintFilter, request: PageRequest = {}): Promise<Page<Complaint>> =>
    getPage(PagedPaths.user.complaints, complaintFromWire, request, {
      status: filter === 'All' ? undefined : filter,
    }),
  complaint: async (id: number): Promise<Complaint> => {
    const { data } = await apiClient.get<Received<ComplaintWire>>(`/api/User/complaint/${id}`);
    return complaintFromWire(data);
  },
  grievances: (): Promise<Grievance[]> => list('/api/User/grievance', grievanceFromWire),
  districts: (): Promise<District[]> => list('/api/User/district', districtFromWire),
  ulbs: (): Promise<Ulb[]> => list('/api/User/ulb', ulbFromWire),
  wards: (): Promise<Ward[]> => list('/api/User/ward', wardFromWire),
  /** Files a complaint; answers its number (SNP/2026/000123), for the citizen to keep. */
  addComplaint: async (complaint: NewComplaint, options: UploadOptions = {}): Promise<string> => {
    const { onUploadProgress } = options;
    const { data } = await apiClient.post<{ number?: string }>(
      '/api/User/add-complaint',
      newComplaintForm(complaint),
      {
        onUploadProgress: onUploadProgress
          ? ({ loaded, total }) => onUploadProgress(total ? Math.min(loaded / total, 1) : 0)
          : undefined,
      },
    );
    return data.number ?? '';
  },
};
