import { useCallback, useEffect, useState } from 'react';
import { adminApi } from '@council/api-client';
import type { AnyEditorSection } from './types';

/** The section's list, loaded on arrival and again after each create, update or delete. */
export function useSectionRecords<Entity>(section: AnyEditorSection) {
  const [records, setRecords] = useState<Entity[]>([]);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    try {
      setRecords((await adminApi.list(section.endpoint)) as Entity[]);
    } catch (error) {
      // SPEC.md section 8: admin list load failures are logged only.
      console.error(`The ${section.texts} list could not be loaded.`, error);
    } finally {
      setLoading(false);
    }
  }, [section]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { records, loading, reload };
}
