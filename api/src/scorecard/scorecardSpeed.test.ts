import { GrievancePaths, type ScorecardWire } from '@council/contract';
import { testDatabases } from '../testing/databases';
import { ensureLookups } from '../testing/fixtures';
import { getJson } from '../testing/requests';
import { createTestApp, signedIn, type TestApp } from '../testing/testApp';
import { insertNamed, insertScored, type ScoredComplaint } from './scorecardTestData';

const COMPLAINTS = 10_000;
const STATUSES = ['Open', 'Pending', 'Resolved', 'Rejected', 'Closed'];
const HOUR_MS = 3_600_000;

describe.each(testDatabases())('the scorecard of %s at 10,000 complaints', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const citizen = await signedIn(t, 'citizen@council.local', 'user');
    // The fixtures' district and ULB, with their ward 7 and street light category.
    await ensureLookups(t.db);
    const wards = await insertNamed(
      t.db,
      'ward',
      Array.from({ length: 12 }, (_, i) => String(i + 1)),
    );
    const categories = await insertNamed(t.db, 'grievance_type', ['A', 'B', 'C', 'D', 'E', 'F']);
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    const complaints: ScoredComplaint[] = Array.from({ length: COMPLAINTS }, (_, i) => {
      const status = STATUSES[i % STATUSES.length] as string;
      const filed = start + i * HOUR_MS;
      const done = status === 'Resolved' || status === 'Closed';
      return {
        ward: wards[i % wards.length] as number,
        category: categories[i % categories.length] as number,
        entry: new Date(filed).toISOString(),
        status,
        due: new Date(filed + 3 * 24 * HOUR_MS).toISOString().slice(0, 10),
        ...(done ? { resolved: new Date(filed + ((i % 7) + 1) * 24 * HOUR_MS).toISOString() } : {}),
        ...(status === 'Closed' ? { rating: (i % 5) + 1 } : {}),
      };
    });
    await insertScored(t.db, citizen.id, complaints);
  }, 120_000);
  afterAll(() => t.close());

  it('answers well under a second, every complaint counted', async () => {
    const url = `${GrievancePaths.public.scorecard}?from=2025-12-01&to=2027-12-31`;
    await getJson(t, url);
    const started = performance.now();
    const scorecard = await getJson<ScorecardWire>(t, url);
    const elapsed = performance.now() - started;
    expect(scorecard.total).toMatchObject({ received: COMPLAINTS, resolved: 4000, ratings: 2000 });
    expect(scorecard.byWard.reduce((sum, row) => sum + row.received, 0)).toBe(COMPLAINTS);
    expect(scorecard.byCategory.reduce((sum, row) => sum + row.resolved, 0)).toBe(4000);
    if (dialect === 'sqlite') expect(elapsed).toBeLessThan(500);
  });
});
