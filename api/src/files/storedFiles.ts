import type { Db } from '../db/database';
import type { CheckedFile } from './checkUpload';

/** Keeps a checked file in the database; returns its id. */
export async function storeFile(db: Db, file: CheckedFile): Promise<number> {
  const row = await db
    .insertInto('stored_file')
    .values({
      media_type: file.mediaType,
      content: file.content,
      byte_size: file.content.length,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteFiles(db: Db, ids: (number | null | undefined)[]): Promise<void> {
  const present = ids.filter((id): id is number => typeof id === 'number');
  if (present.length > 0) await db.deleteFrom('stored_file').where('id', 'in', present).execute();
}

/** File contents as base64, by id: the form SPEC.md's answers carry files in. */
export type FileLookup = (id: number | null) => string | null;

export async function loadFiles(db: Db, ids: (number | null)[]): Promise<FileLookup> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  const contents = new Map<number, string>();
  // Chunks keep each query's parameter count modest on both databases.
  for (let start = 0; start < wanted.length; start += 500) {
    const rows = await db
      .selectFrom('stored_file')
      .select(['id', 'content'])
      .where('id', 'in', wanted.slice(start, start + 500))
      .execute();
    for (const row of rows) contents.set(row.id, Buffer.from(row.content).toString('base64'));
  }
  return (id) => (id === null ? null : (contents.get(id) ?? null));
}
