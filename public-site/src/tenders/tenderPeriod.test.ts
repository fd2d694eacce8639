import { tenderFromWire } from '@council/api-client';
import { closingDateTime, isActiveTender } from './tenderPeriod';

const tender = (last: string | null, time: string | null) =>
  tenderFromWire({ id: 1, last_date_of_submission: last, last_date_of_submission_time: time });

describe('which tenders are active (DECISIONS.md)', () => {
  // 2026-03-05 14:00 in India is 08:30 UTC.
  const at = (iso: string) => new Date(iso);

  it('keeps a tender active until its last date AND time of submission, in Indian time', () => {
    const closing = tender('2026-03-05', '14:00');
    expect(isActiveTender(closing, at('2026-03-05T08:29:00Z'))).toBe(true);
    expect(isActiveTender(closing, at('2026-03-05T08:31:00Z'))).toBe(false);
  });

  it('closes a tender with no time at the end of its last day', () => {
    const closing = tender('2026-03-05T00:00:00', null);
    expect(isActiveTender(closing, at('2026-03-05T18:00:00Z'))).toBe(true);
    expect(isActiveTender(closing, at('2026-03-05T18:31:00Z'))).toBe(false);
  });

  it('keeps a tender with no last date active', () => {
    expect(isActiveTender(tender(null, null))).toBe(true);
  });

  it('shows the last date with its time', () => {
    expect(closingDateTime(tender('2026-03-05T00:00:00', '14:30'))).toBe('2026-03-05T14:30');
    expect(closingDateTime(tender(null, '14:30'))).toBeNull();
  });
});
