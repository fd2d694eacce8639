import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';
import { columnsFor, fileColumn } from './columns';

/** The whole schema of SPEC.md section 3 (see ../schema.ts for what each column means). */
export function initialSchema(dialect: DialectName): Migration {
  const { id, bytes } = columnsFor(dialect);
  return {
    async up(db: Kysely<unknown>) {
      const table = (name: string) => id(db.schema.createTable(name));

      await table('account')
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('admin', 'user')`))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await table('stored_file')
        .addColumn('media_type', 'text', (c) => c.notNull())
        .addColumn('content', bytes, (c) => c.notNull())
        .addColumn('byte_size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await table('employee')
        .addColumn('serial_no', 'integer')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('designation', 'text', (c) => c.notNull())
        .addColumn('email_address', 'text')
        .addColumn('status', 'text')
        .addColumn('post_remarks', 'text')
        .addColumn('from_date', 'text')
        .addColumn('to_date', 'text')
        .addColumn('land_line_number', 'text')
        .addColumn('mobile_number', 'text')
        .addColumn('show_on_home_page', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('photo_file_id', 'integer', fileColumn)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('employee_designation')
        .on('employee')
        .column('designation')
        .execute();

      await table('about')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('photo_file_id', 'integer', fileColumn)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await table('slider')
        .addColumn('image_file_id', 'integer', fileColumn)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await table('latest_news')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      for (const name of ['notice', 'circular', 'office_order']) {
        let builder = table(name)
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('description', 'text')
          .addColumn('issue_date', 'text')
          .addColumn('document_file_id', 'integer', fileColumn)
          .addColumn('created_at', 'text', (c) => c.notNull());
        if (name !== 'notice') builder = builder.addColumn('department', 'text');
        await builder.execute();
      }

      let tender = table('tender')
        .addColumn('tender_no', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('publish_date', 'text', (c) => c.notNull())
        .addColumn('last_date_of_submission', 'text', (c) => c.notNull())
        .addColumn('last_time_of_submission', 'text')
        .addColumn('status', 'text', (c) => c.notNull());
      for (const n of [1, 2, 3, 4, 5]) {
        if (n > 1) tender = tender.addColumn(`document_${n}_title`, 'text');
        tender = tender
          .addColumn(`document_${n}_name`, 'text')
          .addColumn(`document_${n}_file_id`, 'integer', fileColumn);
      }
      await tender.addColumn('created_at', 'text', (c) => c.notNull()).execute();

      await table('gallery')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('photo_file_id', 'integer', fileColumn)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await table('press_release')
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('newspaper_name', 'text')
        .addColumn('page_no', 'text')
        .addColumn('release_date', 'text')
        .addColumn('photo_file_id', 'integer', fileColumn)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await table('grievance_type')
        .addColumn('title', 'text', (c) => c.notNull())
        .execute();
      await table('district')
        .addColumn('name_english', 'text', (c) => c.notNull())
        .execute();
      await table('ward')
        .addColumn('ward_number', 'text', (c) => c.notNull())
        .execute();
      await table('ulb')
        .addColumn('name', 'text', (c) => c.notNull())
        .execute();

      await table('complaint')
        .addColumn('account_id', 'integer', (c) => c.notNull().references('account.id'))
        .addColumn('grievance_type_id', 'integer', (c) =>
          c.notNull().references('grievance_type.id'),
        )
        .addColumn('district_id', 'integer', (c) => c.notNull().references('district.id'))
        .addColumn('ward_id', 'integer', (c) => c.notNull().references('ward.id'))
        .addColumn('ulb_id', 'integer', (c) => c.notNull().references('ulb.id'))
        .addColumn('suggestion', 'text', (c) => c.notNull())
        .addColumn('landmark', 'text', (c) => c.notNull())
        .addColumn('additional_information', 'text', (c) => c.notNull())
        .addColumn('status', 'text')
        .addColumn('entry_date', 'text', (c) => c.notNull())
        .addColumn('action_by', 'text')
        .addColumn('action_date', 'text')
        .addColumn('public_image_1_file_id', 'integer', fileColumn)
        .addColumn('public_image_2_file_id', 'integer', fileColumn)
        .addColumn('action_image_1_file_id', 'integer', fileColumn)
        .addColumn('action_image_2_file_id', 'integer', fileColumn)
        .execute();
      await db.schema
        .createIndex('complaint_account')
        .on('complaint')
        .column('account_id')
        .execute();

      await table('complaint_reminder')
        .addColumn('complaint_id', 'integer', (c) =>
          c.notNull().references('complaint.id').onDelete('cascade'),
        )
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('complaint_reminder_complaint')
        .on('complaint_reminder')
        .column('complaint_id')
        .execute();
    },
  };
}
