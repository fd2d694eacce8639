import type { AssignBody, DeskComplaint as DeskComplaintWire, ReasonBody } from '@council/contract';
import { ResolveForm } from '@council/contract/complaint-rules';
import { GrievancePaths } from '@council/contract/grievance-paths';
import { apiClient } from '@council/shared-auth';
import type { UploadOptions } from '../user/userApi';
import type {
  DeskComplaint,
  DeskQueueFilters,
  DeskQueuePage,
  Officer,
  WardDeadlines,
} from './entities';
import { withFiles } from './mappers';

const complaintPath = (id: number, move?: string) =>
  `${GrievancePaths.desk.complaints}/${id}${move ? `/${move}` : ''}`;
const deskComplaint = (wire: DeskComplaintWire) => withFiles(wire, 'history') as DeskComplaint;

/** What was done, and up to two photos of it. */
export interface Resolution {
  version: number;
  actionTaken: string;
  photos: File[];
}

/** The grievance desk's calls (officers and admins); shared-auth adds the token. */
export const deskApi = {
  queue: async (filters: DeskQueueFilters = {}): Promise<DeskQueuePage> => {
    const { data } = await apiClient.get<DeskQueuePage>(GrievancePaths.desk.complaints, {
      params: filters,
    });
    return {
      ...data,
      items: data.items.map((item) => withFiles(item) as DeskQueuePage['items'][number]),
    };
  },
  complaint: async (id: number): Promise<DeskComplaint> =>
    deskComplaint((await apiClient.get<DeskComplaintWire>(complaintPath(id))).data),
  /** Open → Pending: accept it and give it to an officer; or hand a Pending one to another. */
  assign: async (id: number, move: 'assign' | 'reassign', body: AssignBody) =>
    deskComplaint((await apiClient.post<DeskComplaintWire>(complaintPath(id, move), body)).data),
  /** reject (a reason the citizen and the public read), hide or show the citizen's words. */
  withReason: async (id: number, move: 'reject' | 'hide' | 'show', body: ReasonBody) =>
    deskComplaint((await apiClient.post<DeskComplaintWire>(complaintPath(id, move), body)).data),
  resolve: async (id: number, resolution: Resolution, options: UploadOptions = {}) => {
    const form = new FormData();
    form.append(ResolveForm.version, String(resolution.version));
    form.append(ResolveForm.actionTaken, resolution.actionTaken);
    resolution.photos.slice(0, 2).forEach((photo, index) => {
      form.append(index === 0 ? ResolveForm.photo1 : ResolveForm.photo2, photo, photo.name);
    });
    const { onUploadProgress } = options;
    const { data } = await apiClient.post<DeskComplaintWire>(complaintPath(id, 'resolve'), form, {
      onUploadProgress: onUploadProgress
        ? ({ loaded, total }) => onUploadProgress(total ? Math.min(loaded / total, 1) : 0)
        : undefined,
    });
    return deskComplaint(data);
  },
  officers: async (): Promise<Officer[]> =>
    (await apiClient.get<Officer[]>(GrievancePaths.desk.officers)).data,
  wardDeadlines: async (): Promise<WardDeadlines> =>
    (await apiClient.get<WardDeadlines>(GrievancePaths.desk.wardDeadlines)).data,
};
