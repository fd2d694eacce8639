import type { ComplaintEvent, TrackedComplaint } from '@council/api-client';

/** One history entry, for tests; `changes` override any field. */
export function testEvent(changes: Partial<ComplaintEvent> = {}): ComplaintEvent {
  return {
    at: '2026-03-05T04:30:00.000Z',
    kind: 'file',
    fromStatus: null,
    toStatus: 'Open',
    byRole: 'user',
    byName: null,
    comment: '',
    officer: null,
    photos: [],
    rating: null,
    ...changes,
  };
}

/** A complaint as anyone tracks it, for tests; `changes` override any field. */
export function testTrackedComplaint(changes: Partial<TrackedComplaint> = {}): TrackedComplaint {
  return {
    id: 123,
    number: 'SNP/2026/000123',
    status: 'Open',
    category: 'Blocked drain',
    categoryId: 3,
    ward: '12',
    wardId: 12,
    entryDate: '2026-03-05T04:30:00.000Z',
    dueDate: '2026-03-09',
    overdue: false,
    actionTaken: null,
    actionPhotos: [],
    rejectionReason: null,
    timeline: [testEvent()],
    ...changes,
  };
}
