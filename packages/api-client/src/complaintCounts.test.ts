import { complaintCountsOf } from '@council/api-fake';
import { countsFromWire } from './complaintCounts';

describe('countsFromWire', () => {
  it('reads the counts in the order the API gives them, leaving out statuses with none', () => {
    expect(
      countsFromWire(complaintCountsOf({ Open: 2, Pending: 0, Resolved: 1, Rejected: 0 })),
    ).toEqual([
      { status: 'Open', count: 2 },
      { status: 'Resolved', count: 1 },
    ]);
  });

  it('ignores entries without a status or a count', () => {
    expect(
      countsFromWire({
        total: 9,
        counts: [
          { status: ' ', count: 4 },
          { count: 1 },
          null,
          { status: 'Open', count: 'x' },
          { status: 'Pending', count: '3' },
        ],
      }),
    ).toEqual([{ status: 'Pending', count: 3 }]);
  });

  it('reads an answer that is not the counts as none', () => {
    expect(countsFromWire(null)).toEqual([]);
    expect(countsFromWire({ message: 'oops' })).toEqual([]);
    expect(countsFromWire([{ status: 'Open', count: 1 }])).toEqual([]);
  });
});
