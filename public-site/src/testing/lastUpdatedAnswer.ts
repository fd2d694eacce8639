import type { ApiAnswers, FakeApi } from '@council/api-fake';
import { LAST_UPDATED_PARTS, type LastUpdatedPart } from '@council/contract/paths';

type LastUpdatedWire = ApiAnswers['GET /api/v2/public/last-updated'];

/** The last-updated call's answer: these parts changed then, the others never. */
export function lastUpdatedAnswer(
  site: string | null,
  parts: Partial<Record<LastUpdatedPart, string>> = {},
): LastUpdatedWire {
  const none = Object.fromEntries(LAST_UPDATED_PARTS.map((part) => [part, null]));
  return { site, parts: { ...none, ...parts } as LastUpdatedWire['parts'] };
}

const LAST_UPDATED_ADDRESS = '/api/v2/public/last-updated';

/**
 * Where a page's own reads went, without the read of its "Last updated" line (which every content
 * page makes beside them; common/LastUpdated.test.tsx tests it).
 */
export const pageReads = (api: FakeApi): string[] =>
  api.sentAddresses().filter((address) => address !== LAST_UPDATED_ADDRESS);
