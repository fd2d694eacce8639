import type { StoredFileWire } from '@council/contract';
import type { Db } from '../db/database';
import { readFileBase64, type FileDescriber } from '../files/storedFiles';

/**
 * A record's stored file: the column holding its stored_file id, the wire field that carries
 * it (base64 in the SPEC.md answers, by URL in the paged ones), and the words a reader sees
 * when saving it ('Road repair tender.pdf'); images need none ('photo.jpg').
 */
export interface FileField<Row, WireName extends string = string> {
  column: keyof Row & string;
  wire: WireName;
  downloadName?(row: Row): string | null | undefined;
}

type FileFields<Row> = readonly FileField<Row>[];

const fileId = <Row>(row: Row, field: FileField<Row>) =>
  (row[field.column] as number | null | undefined) ?? null;

/** Every stored_file id the rows name, for one describeFiles query. */
export function fileIdsOf<Row>(rows: readonly Row[], files: FileFields<Row>): (number | null)[] {
  return rows.flatMap((row) => files.map((field) => fileId(row, field)));
}

/** A row's files as base64, read one file at a time: only this row's bytes are in memory. */
export async function base64Files<Row>(
  db: Db,
  row: Row,
  files: FileFields<Row>,
): Promise<Record<string, string | null>> {
  const answer: Record<string, string | null> = {};
  for (const field of files) {
    const id = fileId(row, field);
    answer[field.wire] = id === null ? null : await readFileBase64(db, id);
  }
  return answer;
}

/** Where a stored file's base64 goes in a streamed list's item (http/streamedList.ts). */
export type FileSlot = (fileId: number) => string;

/** A row's files as the slots a streamed list fills with their base64. */
export function fileSlots<Row>(
  row: Row,
  files: FileFields<Row>,
  slot: FileSlot,
): Record<string, string | null> {
  return filesAs(row, files, (id) => (id === null ? null : slot(id)));
}

/** A row's files by URL, from files described beforehand (no bytes read). */
export function filesByUrl<Row>(
  describe: FileDescriber,
  row: Row,
  files: FileFields<Row>,
): Record<string, StoredFileWire | null> {
  return filesAs(row, files, (id, field) => describe(id, field.downloadName?.(row) ?? undefined));
}

/** Each of a row's file fields by its wire name, with what `value` makes of its stored file id. */
function filesAs<Row, Value>(
  row: Row,
  files: FileFields<Row>,
  value: (id: number | null, field: FileField<Row>) => Value,
): Record<string, Value> {
  const answer: Record<string, Value> = {};
  for (const field of files) answer[field.wire] = value(fileId(row, field), field);
  return answer;
}
