import { sql, type Kysely, type Migration } from 'kysely';

/*
 * Lists by page (issue 14): every paged list reads its newest rows in its list order (see each
 * section's `order`), and counts them, under load. Without an index on that order the database
 * sorts the whole table for every page; with one it reads the page's rows and stops. Each index
 * repeats its list's order exactly (expressions included), since that is what lets the database
 * use it. Written in SQL that SQLite and PostgreSQL both read.
 */
const LIST_ORDER_INDEXES: Readonly<Record<string, string>> = {
  notice_list_order: 'notice ((issue_date is null), issue_date desc, id desc)',
  circular_list_order: 'circular ((issue_date is null), issue_date desc, id desc)',
  office_order_list_order: 'office_order ((issue_date is null), issue_date desc, id desc)',
  press_release_list_order: 'press_release ((release_date is null), release_date desc, id desc)',
  employee_list_order: 'employee ((serial_no is null), serial_no, name, id)',
  tender_list_order: 'tender (publish_date desc, id desc)',
  gallery_list_order: 'gallery (created_at desc, id desc)',
  latest_news_list_order: 'latest_news (created_at desc, id desc)',
  complaint_list_order: 'complaint (entry_date desc, id desc)',
  // The public list by ?status=, and a citizen's own complaints (with or without ?status=).
  complaint_status_list_order: 'complaint (status, entry_date desc, id desc)',
  complaint_account_list_order: 'complaint (account_id, entry_date desc, id desc)',
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema of this moment only
type AnyDb = Kysely<any>;

export function listOrderIndexes(): Migration {
  return {
    async up(db: AnyDb) {
      for (const [name, definition] of Object.entries(LIST_ORDER_INDEXES)) {
        await sql.raw(`create index ${name} on ${definition}`).execute(db);
      }
      // complaint_account_list_order starts with account_id: it serves every lookup this did.
      await db.schema.dropIndex('complaint_account').execute();
    },
  };
}
