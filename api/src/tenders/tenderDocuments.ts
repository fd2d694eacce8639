import path from 'node:path';
import {
  TENDER_SLOTS as SLOTS,
  TenderForm,
  tenderDocumentNameField as documentNameField,
  type TenderSlot as Slot,
} from '@council/contract';
import type { AppContext } from '../appContext';
import { checkDocument, decodeBase64File, type CheckedFile } from '../files/checkUpload';
import { ClientError } from '../http/errors';
import type { Form } from '../http/multipartForm';

export interface SlotDocument {
  name: string;
  file: CheckedFile;
}

/**
 * Places the tender's new documents in their five slots. Files come in a repeated 'file' part
 * (and base64 in a repeated DocumentFileBase64 field), taken in the order sent. A part whose file name equals a slot's
 * tender_document[_n] goes to that slot; the others fill the free slots from 1 to 5, in order.
 */
export async function placeDocuments(
  form: Form,
  context: AppContext,
): Promise<Map<Slot, SlotDocument>> {
  const incoming = [
    ...form.files
      .filter((file) => file.field === TenderForm.file)
      .map((file) => ({
        name: safeName(file.fileName),
        content: file.content,
        position: file.position,
      })),
    ...form
      .texts(TenderForm.base64)
      .filter((text) => text.value.trim() !== '')
      .map((text) => ({
        name: '',
        content: decodeBase64File(text.value, 'A tender document'),
        position: text.position,
      })),
  ].sort((a, b) => a.position - b.position);
  if (incoming.length > SLOTS.length) {
    throw new ClientError(400, 'A tender has at most 5 documents.');
  }
  const placed = new Map<Slot, SlotDocument>();
  const unmatched: typeof incoming = [];
  for (const document of incoming) {
    const slot = SLOTS.find(
      (n) =>
        !placed.has(n) && document.name !== '' && form.text(documentNameField(n)) === document.name,
    );
    if (slot) placed.set(slot, await check(document, slot, context));
    else unmatched.push(document);
  }
  for (const document of unmatched) {
    const slot = SLOTS.find((n) => !placed.has(n)) as Slot;
    placed.set(slot, await check(document, slot, context));
  }
  return placed;
}

async function check(
  document: { name: string; content: Buffer },
  slot: Slot,
  context: AppContext,
): Promise<SlotDocument> {
  return {
    name: document.name,
    file: await checkDocument(document.content, `Tender document ${slot}`, context.limits),
  };
}

/** Only the last part of a sent file name, without control or path characters. */
export function safeName(fileName: string): string {
  const base = path.posix.basename(fileName.replace(/\\/g, '/'));
  return base.replace(/\p{Cc}|[<>:"|?*]/gu, '').slice(0, 200);
}
