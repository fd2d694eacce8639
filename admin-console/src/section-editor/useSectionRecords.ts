import { useCallback, useEffect } from 'react';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@council/query';
import { adminApi, adminQueries, publicQueries, type Page } from '@council/api-client';
import { useSearchParams } from '@council/router';
import { usePageParam } from '@council/ui';
import type { AnyEditorSection } from './types';

/** What the section's list shows: the page the address asks for (`?page=3`), newest first. */
export interface SectionRecords<Entity> {
  records: Entity[];
  /** The page read, for the links under the table; null until the first one arrives. */
  page: Pick<Page<Entity>, 'page' | 'size' | 'total'> | null;
  loading: boolean;
}

/** Every page of a section's list: adminQueries.records keys each page under its path. */
const sectionLists = (section: AnyEditorSection): QueryKey => [
  'admin',
  'records',
  section.endpoint.path,
];

/**
 * One page of the section's list, read on arrival, on another page and again after each create,
 * update or delete. A page past the end (its last row deleted, or an old link) gives way to the
 * last page there is.
 */
export function useSectionRecords<Entity>(section: AnyEditorSection): SectionRecords<Entity> {
  const page = usePageParam();
  const list = useQuery({
    ...adminQueries.records(section.endpoint, { page }),
    // The rows of the page before stay until the next page's arrive: no 'Loading...' flash.
    placeholderData: keepPreviousData,
    // SPEC.md section 8: admin list load failures are logged only (the cache writes the log).
    meta: { failureLog: `The ${section.texts} list could not be loaded.` },
  });
  useLastPageAtMost(page, list.isPlaceholderData ? undefined : list.data);
  const data = list.data as Page<Entity> | undefined;
  return {
    records: data?.items ?? [],
    // The page of the rows shown: the one before while the next is on its way.
    page: data ? { page: data.page, size: data.size, total: data.total } : null,
    loading: list.isPending,
  };
}

/**
 * Shows another page of the list: its address changes (`?page=n`, none for the first). The page
 * already shown stays as it is, so Back does not step through the same page twice.
 */
export function useShowPage() {
  const current = usePageParam();
  const [, setParams] = useSearchParams();
  return useCallback(
    (page: number, { replace = false } = {}) => {
      if (page === current) return;
      setParams(
        (params) => {
          if (page === 1) params.delete('page');
          else params.set('page', String(page));
          return params;
        },
        { replace },
      );
    },
    [current, setParams],
  );
}

/** Goes back to the list's last page when the one asked for has no rows (and is not the first). */
export function useLastPageAtMost(page: number, read: Page<unknown> | undefined) {
  const showPage = useShowPage();
  const beyond = read !== undefined && read.items.length === 0 && page > 1;
  const last = read ? Math.max(1, Math.ceil(read.total / read.size)) : 1;
  useEffect(() => {
    // Back should not lead to the empty page again.
    if (beyond) showPage(last, { replace: true });
  }, [beyond, last, showPage]);
}

/**
 * After a save or delete every page of the section's list reloads (SPEC.md 4), and the public
 * pages that show it are stale: they read again when next shown.
 */
function useChanged(section: AnyEditorSection) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: sectionLists(section) }),
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
