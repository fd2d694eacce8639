import type { Db } from '../db/database';
import { storeFile } from '../files/storedFiles';
import * as demo from './demoContent';
import { makeImage, makePdf } from './sampleFiles';
import { seedDemoComplaints, type DemoPeople } from './seedDemoComplaints';
import { seedGrievanceSettings } from './seedGrievanceSettings';

const DAY = 24 * 60 * 60 * 1000;
const PALETTE = ['#1d6f42', '#2a6f97', '#9c6644', '#6d597a', '#b56576', '#355070'];

/** Fills an empty database with the demo council's content (one transaction, see seedDemo). */
export async function seedDemoContent(db: Db, people: DemoPeople): Promise<void> {
  const now = Date.now();
  const iso = (offsetDays = 0) => new Date(now + offsetDays * DAY).toISOString();
  const day = (offsetDays = 0) => iso(offsetDays).slice(0, 10);
  const image = async (text: string, i: number, width = 480, height = 270) =>
    storeFile(db, {
      mediaType: 'image/jpeg',
      content: await makeImage({
        text,
        width,
        height,
        background: PALETTE[i % PALETTE.length] ?? '#333',
      }),
    });
  const document = (title: string) =>
    storeFile(db, {
      mediaType: 'application/pdf',
      content: makePdf(title, [demo.COUNCIL, 'Demonstration document.']),
    });

  const ids = await seedLookups(db);
  for (const [i, text] of [
    'Clean Sundarpur, Green Sundarpur',
    'Town hall',
    'Chhath Ghat',
  ].entries()) {
    await db
      .insertInto('slider')
      .values({ image_file_id: await image(text, i, 1280, 480), created_at: iso() })
      .execute();
  }
  for (const [i, [name, description]] of demo.ABOUT.entries()) {
    await db
      .insertInto('about')
      .values({ name, description, photo_file_id: await image(name, i + 2), created_at: iso() })
      .execute();
  }
  for (const [i, [name, designation, serialNo, home]] of demo.OFFICIALS.entries()) {
    const initials = name
      .replace(/^(Shri|Smt\.|Ms\.)\s+/, '')
      .split(' ')
      .map((word) => word[0])
      .join('')
      .slice(0, 2);
    await db
      .insertInto('employee')
      .values({
        serial_no: serialNo,
        name,
        designation,
        email_address: `official${i + 1}@sundarpur-demo.local`,
        status: 'Active',
        post_remarks: designation,
        from_date: day(-400),
        to_date: null,
        land_line_number: `0612-22000${String(i).padStart(2, '0')}`,
        mobile_number: `90000000${String(i).padStart(2, '0')}`,
        show_on_home_page: home ? 1 : 0,
        photo_file_id: await image(initials, i, 160, 160),
        created_at: iso(),
      })
      .execute();
  }
  for (const [i, [title, description]] of demo.NOTICES.entries()) {
    await db
      .insertInto('notice')
      .values({
        title,
        description,
        issue_date: day(-7 * i),
        document_file_id: await document(title),
        created_at: iso(),
      })
      .execute();
  }
  for (const [table, rows] of [
    ['circular', demo.CIRCULARS],
    ['office_order', demo.OFFICE_ORDERS],
  ] as const) {
    for (const [i, [title, description, department]] of rows.entries()) {
      await db
        .insertInto(table)
        .values({
          title,
          description,
          department,
          issue_date: day(-10 * i - 3),
          document_file_id: await document(title),
          created_at: iso(),
        })
        .execute();
    }
  }
  for (const [i, [title, description]] of demo.NEWS.entries()) {
    await db
      .insertInto('latest_news')
      .values({ title, description, created_at: iso(-2 * i) })
      .execute();
  }
  for (const [i, [title, description]] of demo.GALLERY.entries()) {
    await db
      .insertInto('gallery')
      .values({ title, description, photo_file_id: await image(title, i), created_at: iso() })
      .execute();
  }
  for (const [i, [title, description, paper, page, daysAgo]] of demo.PRESS_RELEASES.entries()) {
    await db
      .insertInto('press_release')
      .values({
        title,
        description,
        newspaper_name: paper,
        page_no: page,
        release_date: day(-daysAgo),
        photo_file_id: await image(title, i + 1),
        created_at: iso(),
      })
      .execute();
  }
  await seedTenders(db, document, day, iso);
  await seedGrievanceSettings(db, people.officer, demo.GRIEVANCE_TYPES, ids, demo.WARDS);
  await seedDemoComplaints(db, people, ids, image);
}

async function seedLookups(db: Db) {
  const insertAll = async (
    table: 'grievance_type' | 'district' | 'ward' | 'ulb',
    column: string,
    values: string[],
  ) => {
    const ids: number[] = [];
    for (const value of values) {
      const row = await db
        .insertInto(table)
        .values({ [column]: value } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    return ids;
  };
  return {
    grievances: await insertAll('grievance_type', 'title', demo.GRIEVANCE_TYPES),
    districts: await insertAll('district', 'name_english', demo.DISTRICTS),
    wards: await insertAll('ward', 'ward_number', demo.WARDS),
    ulbs: await insertAll('ulb', 'name', demo.ULBS),
  };
}

async function seedTenders(
  db: Db,
  document: (title: string) => Promise<number>,
  day: (n: number) => string,
  iso: () => string,
) {
  const titles = [
    'Notice inviting tender',
    'Bill of quantities',
    'Drawings',
    'Terms and conditions',
    'Corrigendum',
  ];
  for (const [tenderNo, title, description, lastDay, documents] of demo.TENDERS) {
    const values: Record<string, unknown> = {
      tender_no: tenderNo,
      title,
      description,
      // A month and a half before closing: every demo tender is already published today.
      publish_date: day(lastDay - 45),
      last_date_of_submission: day(lastDay),
      last_time_of_submission: '15:00',
      status: lastDay > 0 ? 'Active' : 'Closed',
      created_at: iso(),
    };
    for (let n = 1; n <= documents; n++) {
      if (n > 1) values[`document_${n}_title`] = titles[n - 1];
      values[`document_${n}_name`] = `${tenderNo.replace(/\//g, '-')}-${n}.pdf`;
      values[`document_${n}_file_id`] = await document(`${tenderNo}: ${titles[n - 1]}`);
    }
    await db
      .insertInto('tender')
      .values(values as never)
      .execute();
  }
}
