import { queryOptions } from '@council/query';
import type { PolicyKey } from './entities';
import { fetchPolicyPage, policyEditorApi } from './policyApi';

/**
 * The reads of the website policy pages, each written once (key and call). The public read's
 * key starts with 'public', so an admin's save marks it stale with every public read; the
 * editor's list is 'policies'.
 */
export const policyQueries = {
  page: (key: PolicyKey) =>
    queryOptions({ queryKey: ['public', 'policy', key], queryFn: () => fetchPolicyPage(key) }),
  editorList: () => queryOptions({ queryKey: ['policies'], queryFn: policyEditorApi.list }),
};
