import type { FormTexts, TenderForm } from '@council/contract';
import type { TenderDraft, TenderDocumentDraft } from './drafts';
import { multipart } from './multipart';

const nameField = (slot: number) =>
  slot === 1 ? 'Tender.tender_document' : `Tender.tender_document_${slot}`;

/**
 * A slot's document name. The files travel in one repeated 'file' part, and a backend places a
 * file in the slot whose tender_document[_n] equals its file name, so each new file gets a name
 * no other slot uses; a slot without a new file sends its stored name, which keeps it.
 */
function slotNames(documents: TenderDocumentDraft[]): string[] {
  const kept = documents.map((document) => (document.newFile ? null : (document.name ?? '')));
  return documents.map((document, index) => {
    if (!document.newFile) return kept[index] ?? '';
    const name = document.newFile.name || `tender-document-${index + 1}.pdf`;
    const clash = documents.some(
      (other, otherIndex) =>
        otherIndex !== index && (kept[otherIndex] === name || other.newFile?.name === name),
    );
    return clash ? `${index + 1}-${name}` : name;
  });
}

/** Tender: Tender.* in the wire's snake_case (tender_discreption spelt so), files as 'file'. */
export function tenderForm(draft: TenderDraft): FormData {
  const names = slotNames(draft.documents);
  const fields: Record<string, string | number | null> = {
    'Tender.id': draft.id,
    'Tender.tender_no': draft.tenderNo,
    'Tender.tender_title': draft.title,
    'Tender.tender_discreption': draft.description,
    'Tender.TitleHindi': draft.titleHindi,
    'Tender.DescriptionHindi': draft.descriptionHindi,
    'Tender.publish_date': draft.publishDate,
    'Tender.last_date_of_submission': draft.lastDateOfSubmission,
    'Tender.last_date_of_submission_time': draft.lastTimeOfSubmission,
    'Tender.status': draft.status,
  } satisfies FormTexts<typeof TenderForm, 'idAlias' | 'file' | 'base64'>;
  draft.documents.forEach((document, index) => {
    const slot = index + 1;
    if (slot > 1) fields[`Tender.tender_title_${slot}`] = document.title;
    fields[nameField(slot)] = names[index] ?? '';
  });
  return multipart(
    fields,
    draft.documents.map((document, index) => ['file', document.newFile, names[index]]),
  );
}
