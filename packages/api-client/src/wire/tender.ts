import type { TenderSlot, TenderWire } from '@council/contract';
import type { Tender, TenderDocument } from '../entities';
import { date, storedFile, id, optionalText, text, type Received } from './fields';

const SLOTS = [1, 2, 3, 4, 5] as const satisfies readonly TenderSlot[];

/** Slot 1 is `tender_title` / `tender_document` / `file`; slots 2 to 5 add `_n` and `n`. */
function documentOf(wire: Received<TenderWire>, slot: TenderSlot): TenderDocument {
  if (slot === 1) {
    return {
      title: text(wire.tender_title),
      name: optionalText(wire.tender_document),
      file: storedFile(wire.file),
    };
  }
  return {
    title: text(wire[`tender_title_${slot}`]),
    name: optionalText(wire[`tender_document_${slot}`]),
    file: storedFile(wire[`file${slot}`]),
  };
}

/** The wire spells the description `tender_discreption`. */
export const tenderFromWire = (wire: Received<TenderWire>): Tender => ({
  id: id(wire.id),
  tenderNo: text(wire.tender_no),
  title: text(wire.tender_title),
  description: text(wire.tender_discreption),
  titleHindi: optionalText(wire.titleHindi),
  descriptionHindi: optionalText(wire.descriptionHindi),
  publishDate: date(wire.publish_date),
  lastDateOfSubmission: date(wire.last_date_of_submission),
  lastTimeOfSubmission: optionalText(wire.last_date_of_submission_time),
  status: text(wire.status),
  documents: SLOTS.map((slot) => documentOf(wire, slot)),
  createdDate: date(wire.created_date),
});
