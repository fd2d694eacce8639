import { grievanceQueries, grievanceSettingsApi } from '@council/api-client';
import { useMutation, useQueryClient } from '@council/query';

/** A holiday to add: its date (YYYY-MM-DD) and name. */
export type NewHoliday = Parameters<typeof grievanceSettingsApi.addHoliday>[0];

/**
 * After a change the settings page and every view of categories or holidays (the public
 * "list of holidays", the complaint form's categories) read them again when next shown.
 */
function useSettingsChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: grievanceQueries.settingsCategories().queryKey }),
      client.invalidateQueries({ queryKey: ['grievance'] }),
    ]);
}

export function useSetDaysToResolve() {
  const changed = useSettingsChanged();
  return useMutation({
    mutationFn: ({ id, days }: { id: number; days: number }) =>
      grievanceSettingsApi.setDaysToResolve(id, days),
    onSuccess: () => void changed(),
  });
}

export function useAddHoliday() {
  const changed = useSettingsChanged();
  return useMutation({
    mutationFn: (holiday: NewHoliday) => grievanceSettingsApi.addHoliday(holiday),
    onSuccess: () => void changed(),
  });
}

export function useRemoveHoliday() {
  const changed = useSettingsChanged();
  return useMutation({
    mutationFn: (id: number) => grievanceSettingsApi.removeHoliday(id),
    onSuccess: () => void changed(),
  });
}
