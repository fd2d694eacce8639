import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/database';
import { deleteFiles, storeFile } from '../files/storedFiles';
import { recordChange } from '../last-updated/recordChange';
import {
  loose,
  type LooseRow,
  type Section,
  type SectionInput,
  type SectionTable,
} from './section';
import { base64Files, fileSlots, type FileSlot } from './sectionFiles';

type LooseDb = ReturnType<typeof loose> extends Kysely<infer Tables> ? Tables : never;
/** A section's table before its columns are chosen: where a filter narrows it. */
export type SectionSelect = SelectQueryBuilder<LooseDb, SectionTable, object>;
export type SectionFilter = (query: SectionSelect) => SectionSelect;

/** A section's rows, narrowed by a filter, in the section's list order (not yet run). */
export function sectionRowsQuery<Row extends { id: number }, Payload>(
  db: Db,
  section: Section<Row, Payload>,
  filter: SectionFilter = (query) => query,
) {
  let query = filter(loose(db).selectFrom(section.table)).selectAll();
  for (const [column, direction] of section.order) {
    query = query.orderBy(column as string, direction);
  }
  return query;
}

/** Every row of a section (narrowed by a filter) in its list order, files as ids (no bytes read). */
export async function sectionRows<Row extends { id: number }, Payload>(
  db: Db,
  section: Section<Row, Payload>,
  filter?: SectionFilter,
): Promise<Row[]> {
  return (await sectionRowsQuery(db, section, filter).execute()) as unknown as Row[];
}

/** One record of a streamed SPEC.md list: every field, each file as the slot its base64 fills. */
export function slottedRow<Row extends { id: number }, Payload>(
  section: Section<Row, Payload>,
  row: Row,
  slot: FileSlot,
): Record<string, unknown> {
  return { ...section.toWire(row), ...fileSlots(row, section.files, slot) };
}

/** One record as the SPEC.md calls answer it: every field, its files as base64. */
export async function wireRow<Row extends { id: number }, Payload>(
  db: Db,
  section: Section<Row, Payload>,
  row: Row,
): Promise<Record<string, unknown>> {
  return { ...section.toWire(row), ...(await base64Files(db, row, section.files)) };
}

export async function findRow<Row extends { id: number }, Payload>(
  db: Db,
  section: Section<Row, Payload>,
  id: number,
): Promise<Row | undefined> {
  const row = await loose(db)
    .selectFrom(section.table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row as unknown as Row | undefined;
}

/**
 * Creates (id undefined) or updates a row and its files in one transaction: the row and
 * every file it names are written whole or not at all, with the section's change time
 * (last-updated/recordChange.ts). Replaced files are deleted.
 */
export async function saveRow<Row extends { id: number }, Payload>(
  db: Db,
  section: Section<Row, Payload>,
  input: SectionInput,
  existing: Row | undefined,
): Promise<Row> {
  return db.transaction().execute(async (trx) => {
    const values: Record<string, unknown> = { ...input.values };
    const obsolete: (number | null)[] = [];
    for (const [column, change] of Object.entries(input.files)) {
      if (change === 'keep') continue;
      obsolete.push(existing ? ((existing as unknown as LooseRow)[column] as number | null) : null);
      values[column] = change === 'remove' ? null : await storeFile(trx, change.replace);
    }
    const table = loose(trx);
    // An update that changes nothing (a slider without a new image) has nothing to write.
    if (existing && Object.keys(values).length === 0) return existing;
    const saved = existing
      ? await table
          .updateTable(section.table)
          .set(values)
          .where('id', '=', existing.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await table
          .insertInto(section.table)
          .values(values as LooseRow)
          .returningAll()
          .executeTakeFirstOrThrow();
    await deleteFiles(trx, obsolete);
    // What the section's pages show changed: their "Last updated" and Last-Modified say so.
    await recordChange(trx, section.table);
    return saved as unknown as Row;
  });
}

/** Deletes a row and its files, recording the change; false when there was no such row. */
export async function deleteRow<Row extends { id: number }, Payload>(
  db: Db,
  section: Section<Row, Payload>,
  id: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await findRow(trx, section, id);
    if (!row) return false;
    await loose(trx).deleteFrom(section.table).where('id', '=', id).execute();
    await recordChange(trx, section.table);
    await deleteFiles(
      trx,
      section.files.map((field) => (row as unknown as LooseRow)[field.column] as number | null),
    );
    return true;
  });
}
