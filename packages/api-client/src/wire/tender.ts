import type { Tender, TenderDocument } from '../entities';
import { date, file, id, optionalText, text, type WireRecord } from './fields';

const SLOTS = [1, 2, 3, 4, 5] as const;

/** Slot 1 is `tender_document` / `file`; slots 2 to 5 add `_n` (names) and `n` (files). */
function documentOf(wire: WireRecord, slot: (typeof SLOTS)[number]): TenderDocument {
  const suffix = slot === 1 ? '' : `_${slot}`;
  return {
    title: slot === 1 ? text(wire.tender_title) : text(wire[`tender_title${suffix}`]),
    name: optionalText(wire[`tender_document${suffix}`]),
    file: file(wire[slot === 1 ? 'file' : `file${slot}`]),
  };
}

/** The wire spells the description `tender_discreption`. */
export const tenderFromWire = (wire: WireRecord): Tender => ({
  id: id(wire.id),
  tenderNo: text(wire.tender_no),
  title: text(wire.tender_title),
  description: text(wire.tender_discreption),
  publishDate: date(wire.publish_date),
  lastDateOfSubmission: date(wire.last_date_of_submission),
  lastTimeOfSubmission: optionalText(wire.last_date_of_submission_time),
  status: text(wire.status),
  documents: SLOTS.map((slot) => documentOf(wire, slot)),
  createdDate: date(wire.created_date),
});
