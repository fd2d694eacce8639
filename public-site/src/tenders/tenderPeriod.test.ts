import { tenderFromWire } from '@council/api-client';
import { closingDateTime, isOpenForBids } from './tenderPeriod';

const tender = (last: string | null, time: string | null) =>
  tenderFromWire({ id: 1, last_date_of_submission: last, last_date_of_submission_time: time });

describe('the last date of submission as a tender shows it', () => {
  it('shows the last date with its time', () => {
    expect(closingDateTime(tender('2026-03-05T00:00:00', '14:30'))).toBe('2026-03-05T14:30');
    expect(closingDateTime(tender(null, '14:30'))).toBeNull();
  });

  it('takes the time from the date where no time is given, and none at all as midnight', () => {
    expect(closingDateTime(tender('2026-03-05T11:15:00', null))).toBe('2026-03-05T11:15');
    expect(closingDateTime(tender('2026-03-05', null))).toBe('2026-03-05T00:00');
  });
});

describe('whether a tender is still open for bids', () => {
  // 10:00 in India.
  const now = new Date('2026-03-05T04:30:00Z');

  it('is open through the minute of its last time, on the council clock', () => {
    expect(isOpenForBids(tender('2026-03-05', '10:00'), now)).toBe(true);
    expect(isOpenForBids(tender('2026-03-05', '09:59'), now)).toBe(false);
  });

  it('is open to the end of a last date without a time, and closed without a date', () => {
    expect(isOpenForBids(tender('2026-03-05', null), now)).toBe(true);
    expect(isOpenForBids(tender('2026-03-04', null), now)).toBe(false);
    expect(isOpenForBids(tender(null, null), now)).toBe(false);
  });
});
