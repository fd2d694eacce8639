import { queryOptions } from '@council/query';
import { citizenComplaintApi } from './citizenComplaintApi';
import { deskApi } from './deskApi';
import type { DeskQueueFilters } from './entities';
import { grievanceSettingsApi } from './grievanceSettingsApi';
import { publicGrievanceApi } from './publicGrievanceApi';

/**
 * The grievance desk's reads, each written once (key and call). A move marks its complaint and
 * the lists stale by the keys' first parts: 'desk', 'user' and 'grievance'.
 */
export const grievanceQueries = {
  desk: ['desk'] as const,
  queue: (filters: DeskQueueFilters) =>
    queryOptions({ queryKey: ['desk', 'queue', filters], queryFn: () => deskApi.queue(filters) }),
  deskComplaint: (id: number) =>
    queryOptions({ queryKey: ['desk', 'complaint', id], queryFn: () => deskApi.complaint(id) }),
  officers: () => queryOptions({ queryKey: ['desk', 'officers'], queryFn: deskApi.officers }),
  wardDeadlines: () =>
    queryOptions({ queryKey: ['desk', 'ward-deadlines'], queryFn: deskApi.wardDeadlines }),
  citizenComplaint: (id: number) =>
    queryOptions({
      queryKey: ['user', 'complaint', id],
      queryFn: () => citizenComplaintApi.complaint(id),
    }),
  track: (number: string) =>
    queryOptions({
      queryKey: ['grievance', 'track', number],
      queryFn: () => publicGrievanceApi.track(number),
      retry: false,
    }),
  scorecard: (period: { from?: string; to?: string }) =>
    queryOptions({
      queryKey: ['grievance', 'scorecard', period],
      queryFn: () => publicGrievanceApi.scorecard(period),
    }),
  holidays: (year?: number) =>
    queryOptions({
      queryKey: ['grievance', 'holidays', year ?? 'this-year'],
      queryFn: () => publicGrievanceApi.holidays(year),
    }),
  categories: () =>
    queryOptions({ queryKey: ['grievance', 'categories'], queryFn: publicGrievanceApi.categories }),
  settingsCategories: () =>
    queryOptions({
      queryKey: ['desk', 'settings', 'categories'],
      queryFn: grievanceSettingsApi.categories,
    }),
};
