import type { NewHolidayBody } from '@council/contract';
import { GrievancePaths } from '@council/contract/grievance-paths';
import { apiClient } from '@council/shared-auth';
import type { GrievanceCategory, Holiday } from './entities';

/** What admins set for the desk: days to resolve each category, and the council's holidays. */
export const grievanceSettingsApi = {
  categories: async (): Promise<GrievanceCategory[]> =>
    (await apiClient.get<GrievanceCategory[]>(GrievancePaths.admin.categories)).data,
  setDaysToResolve: async (id: number, daysToResolve: number): Promise<GrievanceCategory> =>
    (
      await apiClient.put<GrievanceCategory>(`${GrievancePaths.admin.categories}/${id}`, {
        daysToResolve,
      })
    ).data,
  addHoliday: async (holiday: NewHolidayBody): Promise<Holiday> =>
    (await apiClient.post<Holiday>(GrievancePaths.admin.holidays, holiday)).data,
  removeHoliday: async (id: number): Promise<void> => {
    await apiClient.delete(`${GrievancePaths.admin.holidays}/${id}`);
  },
};
