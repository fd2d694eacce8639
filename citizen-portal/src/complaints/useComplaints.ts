import { useCallback, useEffect, useState } from 'react';
import { userApi, type Complaint, type ComplaintFilter } from '@council/api-client';

export interface ComplaintList {
  complaints: Complaint[];
  loading: boolean;
  failed: boolean;
  /** Loads the list again, e.g. after a complaint was filed. */
  reload: () => void;
}

/** The citizen's complaints with the chosen status; a failure is kept for the screen to say. */
export function useComplaints(filter: ComplaintFilter): ComplaintList {
  const [complaints, setComplaints] = useState<Complaint[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    setLoading(true);
    userApi.complaints(filter).then(
      (loaded) => {
        if (!current) return;
        setComplaints(loaded);
        setFailed(false);
        setLoading(false);
      },
      (error: unknown) => {
        console.warn('The complaints could not be loaded:', error);
        if (!current) return;
        setComplaints([]);
        setFailed(true);
        setLoading(false);
      },
    );
    // A late answer for an earlier filter must not overwrite the current one.
    return () => {
      current = false;
    };
  }, [filter, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { complaints, loading, failed, reload };
}
