import { useCallback } from 'react';
import { grievanceQueries } from '@council/api-client';
import { keepPreviousData, useQuery } from '@council/query';
import { useSearchParams } from '@council/router';
import { accountOf, useSession } from '@council/shared-auth';
import { usePageParam } from '@council/ui';
import { useLastPageAtMost } from '../section-editor/useSectionRecords';
import {
  queueFilters,
  readQueueAddress,
  writeQueueChange,
  type QueueAddress,
  type QueueChange,
} from './queueAddress';

/** The queue the address asks for, and a change of its filters (a new entry in the history). */
export function useQueueAddress(): [QueueAddress, (change: QueueChange) => void] {
  const [params, setParams] = useSearchParams();
  const page = usePageParam();
  const change = useCallback(
    (queueChange: QueueChange) => setParams((current) => writeQueueChange(current, queueChange)),
    [setParams],
  );
  return [readQueueAddress(params, page), change];
}

/** The signed-in account's id (the token's subject), for "Assigned to me". */
function useMyAccountId(): number | null {
  const token = useSession((state) => state.token);
  const id = Number(token === null ? NaN : accountOf(token));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The page of the queue the address asks for; the one before stays shown until it comes. */
export function useDeskQueue(address: QueueAddress) {
  const filters = queueFilters(address, useMyAccountId());
  const list = useQuery({
    ...grievanceQueries.queue(filters ?? { page: address.page }),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
  });
  useLastPageAtMost(address.page, list.isPlaceholderData ? undefined : list.data);
  return list;
}
