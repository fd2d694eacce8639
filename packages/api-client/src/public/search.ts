import { queryOptions } from '@council/query';
import { apiClient } from '@council/shared-auth';
import type { SearchHit } from '../entities';
import { listOf } from '../wire/fields';
import { searchHitFromWire } from '../wire/searchHit';

/** Our addition: keyword search over published items (DECISIONS.md). */
export const fetchSearch = async (query: string): Promise<SearchHit[]> => {
  const { data } = await apiClient.get<unknown>('/api/Public/search', { params: { q: query } });
  return listOf(data)
    .map(searchHitFromWire)
    .filter((hit): hit is SearchHit => hit !== null);
};

export const searchQuery = (query: string) =>
  queryOptions({ queryKey: ['public', 'search', query], queryFn: () => fetchSearch(query) });
