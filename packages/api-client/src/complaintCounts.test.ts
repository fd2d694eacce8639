import { countByStatus } from './complaintCounts';

describe('countByStatus', () => {
  it('counts per status and ignores complaints without one', () => {
    expect(
      countByStatus([
        { status: 'Open' },
        { status: 'Resolved' },
        { status: 'Open' },
        { status: '' },
        { status: ' ' },
      ]),
    ).toEqual([
      { status: 'Open', count: 2 },
      { status: 'Resolved', count: 1 },
    ]);
  });
});
