import type { ComplaintPageItem, ComplaintWire } from '@council/contract';
import type { Complaint } from '../entities';
import { date, id, optionalText, storedFile, text, type Received } from './fields';

type Reminder = ComplaintWire['reminders'][number];

function remindersOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((item) =>
      typeof item === 'string' ? item : text((item as Received<Reminder> | null)?.message),
    )
    .filter((message) => message !== '');
}

/**
 * The wire names the grievance `grivance` in lists, `grievanceName` in the user area and
 * `GrievanceName` in details; whichever is present is the grievance. The paged lists add the
 * number, due date and overdue mark (issue 16); SPEC.md's calls leave them out.
 */
export const complaintFromWire = (wire: Received<ComplaintPageItem>): Complaint => ({
  id: id(wire.id),
  number: text(wire.number),
  ward: text(wire.ward),
  grievance: text(wire.grievanceName ?? wire.GrievanceName ?? wire.grivance),
  additionalInformation: text(wire.additional_Information),
  landmark: text(wire.landmark),
  suggestion: text(wire.your_Suggestion),
  status: text(wire.status),
  entryDate: date(wire.entry_Date),
  actionBy: text(wire.action_By),
  actionDate: date(wire.action_Date),
  reminders: remindersOf(wire.reminders),
  images: {
    publicImage1: storedFile(wire.pub_Image_1),
    publicImage2: storedFile(wire.pub_Image_2),
    actionImage1: storedFile(wire.action_Image_1),
    actionImage2: storedFile(wire.action_Image_2),
  },
  dueDate: optionalText(wire.dueDate),
  overdue: wire.overdue === true,
});
