import { grievanceQueries, type GrievanceCategory, type Officer } from '@council/api-client';
import { useQuery } from '@council/query';
import { useWards, type WardChoice } from './useWards';

/** What the filters offer: every category, every ward, every officer a complaint can have. */
export interface QueueChoices {
  categories: GrievanceCategory[];
  wards: WardChoice[];
  officers: Officer[];
}

/** The filters' choices. One that cannot be read leaves its filter with "All": the queue works. */
export function useQueueChoices(): QueueChoices {
  const categories = useQuery(grievanceQueries.categories());
  const { wards } = useWards();
  const officers = useQuery(grievanceQueries.officers());
  return {
    categories: Array.isArray(categories.data) ? categories.data : [],
    wards,
    officers: Array.isArray(officers.data) ? officers.data : [],
  };
}
