import { lastTwelveMonths, periodFrom } from './scorecardPeriod';

// 20:00 UTC on 4 March is already 5 March in India.
const NOW = new Date('2026-03-04T20:00:00Z');

describe('the scorecard period', () => {
  it('is the last twelve months up to today in India by default', () => {
    expect(lastTwelveMonths(NOW)).toEqual({ from: '2025-03-06', to: '2026-03-05' });
    expect(lastTwelveMonths(new Date('2028-02-29T06:00:00Z'))).toEqual({
      from: '2027-03-02',
      to: '2028-02-29',
    });
  });

  it('takes the dates the address names, and the default for what it cannot read', () => {
    expect(periodFrom(new URLSearchParams('from=2026-01-01&to=2026-01-31'), NOW)).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(periodFrom(new URLSearchParams('from=yesterday'), NOW)).toEqual({
      from: '2025-03-06',
      to: '2026-03-05',
    });
  });
});
