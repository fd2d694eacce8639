import { useMutation, useQuery, useQueryClient } from '@council/query';
import { adminApi, adminQueries, publicQueries } from '@council/api-client';
import type { AnyEditorSection } from './types';

/** The section's list, read on arrival and again after each create, update or delete. */
export function useSectionRecords<Entity>(section: AnyEditorSection) {
  const list = useQuery({
    ...adminQueries.records(section.endpoint),
    // SPEC.md section 8: admin list load failures are logged only (the cache writes the log).
    meta: { failureLog: `The ${section.texts} list could not be loaded.` },
  });
  return { records: (list.data ?? []) as Entity[], loading: list.isPending };
}

/**
 * After a save or delete the section's list reloads (SPEC.md 4), and the public pages that show
 * it are stale: they read again when next shown.
 */
function useChanged(section: AnyEditorSection) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminQueries.records(section.endpoint).queryKey }),
      client.invalidateQueries({ queryKey: publicQueries.all }),
    ]);
}

/** Deletes one of the section's records. */
export function useRemoveRecord(section: AnyEditorSection) {
  const changed = useChanged(section);
  return useMutation({
    mutationFn: (id: number) => adminApi.remove(section.endpoint, id),
    onSuccess: changed,
  });
}

type Save = Parameters<typeof adminApi.save>;

/** Creates (id 0) or updates one of the section's records, its files' progress reported. */
export function useSaveRecord(section: AnyEditorSection) {
  const changed = useChanged(section);
  return useMutation({
    mutationFn: ({ draft, options }: { draft: Save[1]; options: Save[2] }) =>
      adminApi.save(section.endpoint, draft, options),
    // The form says it saved at once; the list reloads behind the popup.
    onSuccess: () => void changed(),
  });
}
