import { queryOptions } from '@council/query';
import { publicApi, type Tender, type TenderState } from '@council/api-client';

/** The most rows a page may hold (the contract's MAX_PAGE_SIZE). */
const MAX_PAGE_SIZE = 100;

export interface FoundTender {
  tender: Tender;
  /** The list it is on: still open for bids or closed (the API decides, DECISIONS.md). */
  state: TenderState;
}

/**
 * One tender by its id, as /tender-details?id= shows it. The API has no call for one public
 * tender, so the lists are read, open tenders first (the likelier to be linked), a hundred a
 * page: a year's hundred tenders take a call or two.
 */
async function findTender(id: number): Promise<FoundTender | null> {
  for (const state of ['active', 'closed'] as const) {
    for (let page = 1; ; page += 1) {
      const answer = await publicApi.tenders(state, { page, size: MAX_PAGE_SIZE });
      const tender = answer.items.find((item) => item.id === id);
      if (tender) return { tender, state };
      if (answer.items.length === 0 || page * answer.size >= answer.total) break;
    }
  }
  return null;
}

/** Under the tender lists' key, so that whatever marks the tenders stale marks this too. */
export const tenderById = (id: number) =>
  queryOptions({ queryKey: ['public', 'tenders', 'by-id', id], queryFn: () => findTender(id) });
