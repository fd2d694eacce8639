import { authorizationOf, fakeApi, offContract } from '@council/api-fake';
import { LAST_UPDATED_PARTS } from '@council/contract/paths';
import { newestChange } from '../wire/lastUpdated';
import { fetchLastUpdated, lastUpdatedQuery } from './lastUpdated';

const api = fakeApi();

const noDates = Object.fromEntries(LAST_UPDATED_PARTS.map((part) => [part, null])) as Record<
  (typeof LAST_UPDATED_PARTS)[number],
  string | null
>;

describe('when the site last changed', () => {
  it('reads every part, with no token, under a public key', async () => {
    api.answer('GET /api/v2/public/last-updated', {
      site: '2026-03-04T05:06:07.000Z',
      parts: { ...noDates, notices: '2026-03-04T05:06:07.000Z', slides: '2026-01-02T00:00:00Z' },
    });
    const answer = await fetchLastUpdated();
    expect(answer.site).toBe('2026-03-04T05:06:07.000Z');
    expect(answer.parts).toEqual({
      ...noDates,
      notices: '2026-03-04T05:06:07.000Z',
      slides: '2026-01-02T00:00:00Z',
    });
    expect(authorizationOf(api.sent.at(-1))).toBeNull();
    expect(lastUpdatedQuery().queryKey).toEqual(['public', 'last-updated']);
  });

  it('names no date for a part an answer leaves out or garbles', async () => {
    api.answer(
      'GET /api/v2/public/last-updated',
      offContract({ site: 'yesterday', parts: { notices: 42, tenders: '2026-02-01T00:00:00Z' } }),
    );
    const answer = await fetchLastUpdated();
    expect(answer).toEqual({
      site: null,
      parts: { ...noDates, tenders: '2026-02-01T00:00:00Z' },
    });
    api.answer('GET /api/v2/public/last-updated', offContract(null));
    expect(await fetchLastUpdated()).toEqual({ site: null, parts: noDates });
  });

  it('takes the newest of the parts a page shows', () => {
    const answer = {
      site: null,
      parts: {
        ...noDates,
        slides: '2026-01-02T00:00:00Z',
        // Indian time: 03:30 UTC, later than the slides though it reads as earlier text.
        about: '2026-01-02T09:00:00+05:30',
        complaints: '2026-01-01T23:00:00.000Z',
      },
    };
    expect(newestChange(answer, ['slides', 'about', 'complaints'])).toBe(
      '2026-01-02T09:00:00+05:30',
    );
    expect(newestChange(answer, ['slides', 'complaints'])).toBe('2026-01-02T00:00:00Z');
    expect(newestChange(answer, ['notices', 'gallery'])).toBeNull();
  });
});
