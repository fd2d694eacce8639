import type { Loaded } from '../common/useLoaded';

/** The page's one error line: the message of the first call that failed, or ''. */
export function pageError(calls: [Loaded<unknown>, string][]): string {
  return calls.find(([call]) => call.status === 'failed')?.[1] ?? '';
}
