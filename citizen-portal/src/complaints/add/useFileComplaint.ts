import { useMutation, useQueryClient } from '@council/query';
import { publicQueries, userApi, userQueries, type NewComplaint } from '@council/api-client';

interface Filing {
  complaint: NewComplaint;
  /** The share of the form sent so far (0 to 1). */
  onUploadProgress: (sent: number) => void;
}

/**
 * Files a citizen's complaint. Once filed, the citizen's lists and counts and the public ones are
 * stale: those on screen reload behind the success popup (SPEC.md 4), the others when next shown.
 */
export function useFileComplaint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ complaint, onUploadProgress }: Filing) =>
      userApi.addComplaint(complaint, { onUploadProgress }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: userQueries.all });
      void client.invalidateQueries({ queryKey: publicQueries.all });
    },
  });
}
