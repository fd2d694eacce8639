import { complaintNumber, type Open311Request } from '@council/contract';
import type { FileDescriber } from '../files/storedFiles';
import { isCitizenTextPublic } from '../complaints/publicText';
import { CLOSED_STATUSES, type RequestRow } from './requestRows';

/** What a service request says beside our own status: the reason of a rejection, what was done. */
function statusNotes(row: RequestRow): string {
  const status = row.status ?? 'Open';
  const detail =
    status === 'Rejected'
      ? row.rejection_reason
      : status === 'Resolved' || status === 'Closed'
        ? row.action_taken
        : null;
  return detail ? `${status}: ${detail}` : status;
}

export interface RequestWireContext {
  prefix: string;
  councilName: string;
  /** Where this API answers (scheme and host): media_url is a whole URL. */
  origin: string;
  describe: FileDescriber;
}

/**
 * A complaint as an Open311 service request: no personal data, the citizen's words only where
 * the site shows them publicly, the action photo by URL.
 */
export function toOpen311Request(row: RequestRow, context: RequestWireContext): Open311Request {
  const open = isCitizenTextPublic(row);
  const photo = context.describe(row.action_image_1_file_id ?? row.action_image_2_file_id);
  return {
    service_request_id: complaintNumber(context.prefix, row.id, row.entry_date),
    status: CLOSED_STATUSES.includes(row.status ?? '') ? 'closed' : 'open',
    status_notes: statusNotes(row),
    service_name: row.category,
    service_code: String(row.grievance_type_id),
    description: open
      ? [row.suggestion, row.additional_information].filter((text) => text.trim()).join('\n')
      : '',
    agency_responsible: context.councilName,
    service_notice: '',
    requested_datetime: row.entry_date,
    updated_datetime: row.status_changed_at ?? row.entry_date,
    // The end of the due date in India.
    expected_datetime: row.due_date ? `${row.due_date}T23:59:59+05:30` : null,
    address:
      open && row.landmark ? `Ward ${row.ward_number}, ${row.landmark}` : `Ward ${row.ward_number}`,
    zipcode: null,
    media_url: photo ? `${context.origin}${photo.url}` : null,
  };
}
