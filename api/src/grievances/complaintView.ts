import type {
  CitizenComplaint,
  ComplaintEventWire,
  DeskComplaint,
  DeskQueueItem,
  StoredFileWire,
  TrackedComplaint,
} from '@council/contract';
import {
  allowedActions,
  complaintNumber,
  isOverdue,
  type ComplaintViewer,
} from '@council/contract/complaint-rules';
import type { FileDescriber } from '../files/storedFiles';
import { complaintState, staffName, type ComplaintViewRow } from './complaintRows';

// One complaint as each audience sees it (issue 16): the public's (tracked by number, nothing
// of the citizen), the citizen's own, and the desk's (with who filed it). Built from one row.

const photos = (describe: FileDescriber, ids: (number | null)[]): StoredFileWire[] =>
  ids.map((id) => describe(id)).filter((file): file is StoredFileWire => file !== null);

function core(row: ComplaintViewRow, prefix: string, now: Date, describe: FileDescriber) {
  return {
    id: row.id,
    number: complaintNumber(prefix, row.id, row.entry_date),
    status: row.status ?? '',
    category: row.category,
    categoryId: row.category_id,
    ward: row.ward,
    wardId: row.ward_id,
    entryDate: row.entry_date,
    dueDate: row.due_date,
    overdue: isOverdue({ status: row.status, dueDate: row.due_date }, now),
    actionTaken: row.action_taken,
    actionPhotos: photos(describe, [row.action_image_1_file_id, row.action_image_2_file_id]),
    rejectionReason: row.rejection_reason,
  };
}

const officerOf = (row: ComplaintViewRow) =>
  row.officer_id === null
    ? null
    : {
        id: row.officer_id,
        name: staffName(row.officer_name),
        designation: row.officer_designation ?? '',
      };

export interface ViewParts {
  prefix: string;
  now: Date;
  describe: FileDescriber;
}

/** The public's view: nothing about who filed it, none of the citizen's words. */
export function trackedComplaint(
  row: ComplaintViewRow,
  { prefix, now, describe }: ViewParts,
  timeline: ComplaintEventWire[],
): TrackedComplaint {
  return { ...core(row, prefix, now, describe), timeline };
}

/** A row of the desk's queue. */
export function queueItem(row: ComplaintViewRow, parts: ViewParts): DeskQueueItem {
  return {
    ...core(row, parts.prefix, parts.now, parts.describe),
    landmark: row.landmark,
    officer: officerOf(row),
    version: row.version,
  };
}

/** The citizen's own view, with the moves this viewer may make now. */
export function citizenComplaint(
  row: ComplaintViewRow,
  parts: ViewParts,
  history: ComplaintEventWire[],
  viewer: ComplaintViewer,
): CitizenComplaint {
  const { prefix, now, describe } = parts;
  return {
    ...core(row, prefix, now, describe),
    suggestion: row.suggestion,
    landmark: row.landmark,
    additionalInformation: row.additional_information,
    district: row.district,
    ulb: row.ulb,
    publicPhotos: photos(describe, [row.public_image_1_file_id, row.public_image_2_file_id]),
    officer: officerOf(row),
    reopenCount: row.reopen_count,
    rating: row.rating,
    ratingComment: row.rating_comment,
    citizenTextHidden: row.citizen_text_hidden === 1,
    statusChangedAt: complaintState(row).statusChangedAt,
    history,
    allowedActions: allowedActions(complaintState(row), viewer, now),
    version: row.version,
  };
}

/** The desk's view: the citizen's, and who filed it so that staff can reach them. */
export function deskComplaint(
  row: ComplaintViewRow,
  parts: ViewParts,
  history: ComplaintEventWire[],
  viewer: ComplaintViewer,
): DeskComplaint {
  return {
    ...citizenComplaint(row, parts, history, viewer),
    citizen: { name: row.citizen_name, email: row.citizen_email, mobile: row.citizen_mobile },
  };
}
