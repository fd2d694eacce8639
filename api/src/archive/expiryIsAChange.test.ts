import { PagedPaths } from '@council/contract';
import { recordChange } from '../last-updated/recordChange';
import { testDatabases } from '../testing/databases';
import { setClock } from '../testing/selfService';
import { createTestApp, type TestApp } from '../testing/testApp';

const LONG_AGO = new Date('2026-03-04T05:06:07.891Z');
const LONG_AGO_HTTP = 'Wed, 04 Mar 2026 05:06:07 GMT';
// 30 November ends at 18:30 UTC in India.
const MIDNIGHT = Date.parse('2026-11-30T18:30:00.000Z');
const MIDNIGHT_HTTP = 'Mon, 30 Nov 2026 18:30:00 GMT';

/**
 * An item leaving a list at its "show until" date is a change of that list at that moment
 * (issue 20): no copy from before is answered 304, nor a page kept from before served after it,
 * even with a page cache that keeps pages a minute.
 */
describe.each(testDatabases())('an expiry as a change of the lists on %s', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    setClock(new Date(MIDNIGHT - 30_000));
    t = await createTestApp(dialect, { traffic: { pageCacheMs: 60_000 } });
    for (const [title, showUntil] of [
      ['Polling booths', '2026-11-30'],
      ['Ward meeting', '2026-12-15'],
    ] as const) {
      await t.db
        .insertInto('notice')
        .values({
          title,
          issue_date: '2026-11-01',
          show_until: showUntil,
          created_at: LONG_AGO.toISOString(),
        })
        .execute();
    }
    await recordChange(t.db, 'notice', LONG_AGO);
  });
  afterEach(async () => {
    jest.useRealTimers();
    await t.close();
  });

  const list = (url: string, since?: string) =>
    t.app.inject({ url, headers: since ? { 'if-modified-since': since } : {} });
  const titles = (answer: Awaited<ReturnType<typeof list>>) =>
    answer.json<{ items: { title: string }[] }>().items.map((item) => item.title);

  it('answers the list again after midnight, without the expired item, and dates it then', async () => {
    const before = await list(PagedPaths.public.notices);
    expect(titles(before)).toEqual(['Ward meeting', 'Polling booths']);
    expect(before.headers['last-modified']).toBe(LONG_AGO_HTTP);
    expect((await list(PagedPaths.public.notices, LONG_AGO_HTTP)).statusCode).toBe(304);
    // The site's newest change so far (the policy pages' migration records when they came out).
    const { site } = (await list(PagedPaths.public.lastUpdated)).json<{ site: string }>();

    setClock(new Date(MIDNIGHT + 1000));
    const after = await list(PagedPaths.public.notices, LONG_AGO_HTTP);
    expect(after.statusCode).toBe(200);
    // Not the page kept a second before midnight.
    expect(titles(after)).toEqual(['Ward meeting']);
    // Just changed: no date is named until the change has settled.
    expect(after.headers['last-modified']).toBeUndefined();
    const spec = await list('/api/Public/notice', LONG_AGO_HTTP);
    expect(spec.statusCode).toBe(200);
    expect(spec.json<{ title: string }[]>().map((item) => item.title)).toEqual(['Ward meeting']);

    setClock(new Date(MIDNIGHT + 5 * 60_000));
    const settled = await list(PagedPaths.public.notices, LONG_AGO_HTTP);
    expect(settled.statusCode).toBe(200);
    expect(settled.headers['last-modified']).toBe(MIDNIGHT_HTTP);
    expect((await list(PagedPaths.public.notices, MIDNIGHT_HTTP)).statusCode).toBe(304);
    const lastUpdated = await list(PagedPaths.public.lastUpdated);
    expect(lastUpdated.json()).toMatchObject({
      parts: { notices: new Date(MIDNIGHT).toISOString(), circulars: null },
      // The clock is no change of the council's content.
      site,
    });
  });

  it('does not date a list by an expiry still ahead', async () => {
    setClock(new Date(MIDNIGHT - 1000));
    const lastUpdated = await list(PagedPaths.public.lastUpdated);
    expect(lastUpdated.json()).toMatchObject({ parts: { notices: LONG_AGO.toISOString() } });
  });
});
