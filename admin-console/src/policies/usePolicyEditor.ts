import {
  policyEditorApi,
  policyQueries,
  type PolicyKey,
  type PolicyPageDraft,
} from '@council/api-client';
import { useMutation, useQuery, useQueryClient } from '@council/query';

/**
 * The pages and their changes. After a save or a return to the default, the editor's list and
 * every public read (the page itself, its "Last updated") are read again when next shown.
 */
function usePagesChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: policyQueries.editorList().queryKey }),
      client.invalidateQueries({ queryKey: ['public'] }),
    ]);
}

export const usePolicyPages = () => useQuery(policyQueries.editorList());

export function useSavePolicyPage() {
  const changed = usePagesChanged();
  return useMutation({
    mutationFn: ({ key, draft }: { key: PolicyKey; draft: PolicyPageDraft }) =>
      policyEditorApi.save(key, draft),
    onSuccess: () => changed(),
  });
}

export function useResetPolicyPage() {
  const changed = usePagesChanged();
  return useMutation({
    mutationFn: (key: PolicyKey) => policyEditorApi.reset(key),
    onSuccess: () => changed(),
  });
}
