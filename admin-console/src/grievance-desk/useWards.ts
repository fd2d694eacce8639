import { grievanceQueries } from '@council/api-client';
import { useQuery } from '@council/query';

export interface WardChoice {
  id: number;
  name: string;
}

/**
 * Every ward, for the console's choices (the desk's ward filter, an officer's wards). They come
 * from the desk's deadlines by ward, which lists each ward, none left out: the console has no
 * list of wards of its own (the complaint form's lookup is for role user only).
 */
export function useWards(): { wards: WardChoice[]; failed: boolean; pending: boolean } {
  const deadlines = useQuery(grievanceQueries.wardDeadlines());
  return {
    wards: (deadlines.data?.wards ?? []).map(({ wardId, ward }) => ({ id: wardId, name: ward })),
    failed: deadlines.isError,
    pending: deadlines.isPending,
  };
}
