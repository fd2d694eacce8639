import type { Kysely, Migration } from 'kysely';

/*
 * The council's content in Hindi too (issue 19): beside each English text a clerk writes, an
 * optional Hindi one, null until filled (a reader then sees the English). A slide gains its
 * caption in both languages, which is also its image's alt text. Plain nullable text columns,
 * so that SQLite and PostgreSQL add them alike and every stored row stays as it was.
 */
export const HINDI_TEXT_COLUMNS = {
  notice: ['title_hindi', 'description_hindi'],
  circular: ['title_hindi', 'description_hindi'],
  office_order: ['title_hindi', 'description_hindi'],
  latest_news: ['title_hindi', 'description_hindi'],
  tender: ['title_hindi', 'description_hindi'],
  press_release: ['title_hindi', 'description_hindi'],
  gallery: ['title_hindi', 'description_hindi'],
  slider: ['caption', 'caption_hindi'],
  about: ['name_hindi', 'description_hindi'],
  employee: ['name_hindi', 'designation_hindi'],
} as const satisfies Record<string, readonly string[]>;

export function hindiTexts(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const [table, columns] of Object.entries(HINDI_TEXT_COLUMNS)) {
        // One column per statement: SQLite adds only one at a time.
        for (const column of columns) {
          await db.schema.alterTable(table).addColumn(column, 'text').execute();
        }
      }
    },
  };
}
