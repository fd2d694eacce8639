import type { TrackedComplaint as TrackedComplaintWire } from '@council/contract';
import { GrievancePaths } from '@council/contract/grievance-paths';
import { apiClient } from '@council/shared-auth';
import type { GrievanceCategory, Holiday, Scorecard, TrackedComplaint } from './entities';
import { trackedComplaintFromWire } from './mappers';

/** What anyone may read of the grievance desk, without signing in. */
export const publicGrievanceApi = {
  /** A complaint by its number (SNP/2026/000123); a 404 when no complaint has it. */
  track: async (number: string): Promise<TrackedComplaint> => {
    const { data } = await apiClient.get<TrackedComplaintWire>(GrievancePaths.public.track, {
      params: { number: number.trim() },
    });
    return trackedComplaintFromWire(data);
  },
  /** Complaints filed from one date to another (YYYY-MM-DD), by ward and by category. */
  scorecard: async (period: { from?: string; to?: string } = {}): Promise<Scorecard> =>
    (await apiClient.get<Scorecard>(GrievancePaths.public.scorecard, { params: period })).data,
  holidays: async (year?: number): Promise<Holiday[]> =>
    (await apiClient.get<Holiday[]>(GrievancePaths.public.holidays, { params: { year } })).data,
  categories: async (): Promise<GrievanceCategory[]> =>
    (await apiClient.get<GrievanceCategory[]>(GrievancePaths.public.categories)).data,
};
