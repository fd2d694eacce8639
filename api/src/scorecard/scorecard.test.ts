import { GrievancePaths, indiaDate, type ScorecardWire } from '@council/contract';
import { testDatabases } from '../testing/databases';
import { ensureLookups } from '../testing/fixtures';
import { getJson } from '../testing/requests';
import { createTestApp, signedIn, type TestApp } from '../testing/testApp';
import { insertNamed, insertScored } from './scorecardTestData';

const URL = GrievancePaths.public.scorecard;
const MARCH = `${URL}?from=2026-03-01&to=2026-03-31`;
const zeros = (name: string) => ({
  name,
  received: 0,
  resolved: 0,
  resolvedOnTime: 0,
  onTimePercent: null,
  medianDaysToResolve: null,
  averageRating: null,
  ratings: 0,
});

describe.each(testDatabases())('the grievance scorecard on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const citizen = await signedIn(t, 'citizen@council.local', 'user');
    // The fixtures' district and ULB, with their ward 7 and street light category.
    await ensureLookups(t.db);
    const [w1, w2, w3] = (await insertNamed(t.db, 'ward', ['1', '2', '3'])) as [
      number,
      number,
      number,
    ];
    const [drain, road] = (await insertNamed(t.db, 'grievance_type', [
      'Drain blocked',
      'Road damaged',
      'No water supply',
    ])) as [number, number];
    await insertScored(t.db, citizen.id, [
      // 2.5 days, on time, rated 5.
      {
        ward: w1,
        category: drain,
        entry: '2026-03-01T00:00:00.000Z',
        status: 'Closed',
        due: '2026-03-04',
        resolved: '2026-03-03T12:00:00.000Z',
        rating: 5,
      },
      // 3.77 days; 18:30 UTC on its due date is already the next day in India: late.
      {
        ward: w1,
        category: drain,
        entry: '2026-03-02T00:00:00.000Z',
        status: 'Resolved',
        due: '2026-03-05',
        resolved: '2026-03-05T18:30:00.000Z',
      },
      // 1.1 days, on time, rated 3.
      {
        ward: w1,
        category: road,
        entry: '2026-03-05T00:00:00.000Z',
        status: 'Closed',
        due: '2026-03-20',
        resolved: '2026-03-06T02:24:00.000Z',
        rating: 3,
      },
      // 2.7 days; 22:18 in India on its due date: on time.
      {
        ward: w2,
        category: road,
        entry: '2026-03-10T00:00:00.000Z',
        status: 'Resolved',
        due: '2026-03-12',
        resolved: '2026-03-12T16:48:00.000Z',
      },
      {
        ward: w2,
        category: drain,
        entry: '2026-03-15T00:00:00.000Z',
        status: 'Open',
        due: '2026-03-18',
      },
      // 23:59 on 31 March in India: inside the period.
      {
        ward: w2,
        category: road,
        entry: '2026-03-31T18:29:00.000Z',
        status: 'Rejected',
        due: '2026-04-15',
      },
      // 23:59:59 on 28 February and 00:00 on 1 April in India: outside it.
      {
        ward: w3,
        category: drain,
        entry: '2026-02-28T18:29:59.000Z',
        status: 'Closed',
        due: '2026-03-02',
        resolved: '2026-03-01T00:00:00.000Z',
        rating: 1,
      },
      {
        ward: w3,
        category: road,
        entry: '2026-03-31T18:30:00.000Z',
        status: 'Open',
        due: '2026-04-20',
      },
    ]);
  });
  afterAll(() => t.close());

  it('counts the complaints filed in the period, in all, per ward and per category', async () => {
    const scorecard = await getJson<ScorecardWire>(t, MARCH);
    expect(scorecard.from).toBe('2026-03-01');
    expect(scorecard.to).toBe('2026-03-31');
    expect(scorecard.total).toEqual({
      name: 'All',
      received: 6,
      resolved: 4,
      resolvedOnTime: 3,
      onTimePercent: 75,
      // 1.1, 2.5, 2.7, 3.77: the middle two's mean.
      medianDaysToResolve: 2.6,
      averageRating: 4,
      ratings: 2,
    });
    expect(scorecard.byWard).toEqual([
      zeros('7'),
      {
        name: '1',
        received: 3,
        resolved: 3,
        resolvedOnTime: 2,
        onTimePercent: 66.7,
        medianDaysToResolve: 2.5,
        averageRating: 4,
        ratings: 2,
      },
      {
        name: '2',
        received: 3,
        resolved: 1,
        resolvedOnTime: 1,
        onTimePercent: 100,
        medianDaysToResolve: 2.7,
        averageRating: null,
        ratings: 0,
      },
      zeros('3'),
    ]);
    expect(scorecard.byCategory).toEqual([
      {
        name: 'Drain blocked',
        received: 3,
        resolved: 2,
        resolvedOnTime: 1,
        onTimePercent: 50,
        medianDaysToResolve: 3.1,
        averageRating: 5,
        ratings: 1,
      },
      zeros('No water supply'),
      {
        name: 'Road damaged',
        received: 3,
        resolved: 2,
        resolvedOnTime: 2,
        onTimePercent: 100,
        medianDaysToResolve: 1.9,
        averageRating: 3,
        ratings: 1,
      },
      zeros('Street light not working'),
    ]);
  });

  it('takes the year up to today in India when no period is given', async () => {
    const scorecard = await getJson<ScorecardWire>(t, URL);
    const today = indiaDate(new Date());
    expect(scorecard.to).toBe(today);
    expect(scorecard.from).toBe(`${Number(today.slice(0, 4)) - 1}${today.slice(4)}`);
    const march = await getJson<ScorecardWire>(t, `${URL}?from=2026-03-01`);
    expect(march.total.received).toBe(today >= '2026-04-01' ? 7 : 6);
  });

  it('counts a one-day period', async () => {
    const day = await getJson<ScorecardWire>(t, `${URL}?from=2026-03-31&to=2026-03-31`);
    expect(day.total).toMatchObject({ received: 1, resolved: 0, onTimePercent: null });
  });

  it.each([
    ['?from=2026-03-02&to=2026-03-01', 'The start date must not be after the end date.'],
    [
      '?from=2021-01-01&to=2026-01-01',
      'The period must not be longer than 5 years: choose a later start date.',
    ],
    ['?from=2026-02-30&to=2026-03-31', 'Enter a real date.'],
    ['?from=2026-03-01&to=2026-04-31', 'Enter a real date.'],
  ])('refuses %s with 400 and a sentence', async (query, message) => {
    const response = await t.app.inject({ method: 'GET', url: `${URL}${query}` });
    expect([response.statusCode, response.json()]).toEqual([400, { message }]);
  });

  it('takes a period of just under 5 years', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${URL}?from=2021-01-01&to=2025-12-31`,
    });
    expect(response.statusCode).toBe(200);
  });
});
