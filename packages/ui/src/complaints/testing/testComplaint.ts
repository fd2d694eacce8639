import type { Complaint } from '@council/api-client';

/** A complaint as the screens get it, for tests; `changes` override any field. */
export function testComplaint(changes: Partial<Complaint> = {}): Complaint {
  return {
    id: 41,
    number: 'SNP/2026/000041',
    ward: '12',
    grievance: 'Blocked drain',
    additionalInformation: 'Water stands after rain',
    landmark: 'Near the girls school',
    suggestion: 'Clear the drain before the monsoon',
    status: 'Open',
    entryDate: '2026-03-05T04:30:15.000Z',
    actionBy: '',
    actionDate: null,
    reminders: [],
    images: { publicImage1: null, publicImage2: null, actionImage1: null, actionImage2: null },
    dueDate: '2026-03-09',
    overdue: false,
    ...changes,
  };
}
