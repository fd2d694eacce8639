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
  for (const [i, [caption, captionHindi]] of demo.SLIDES.entries()) {
    await db
      .insertInto('slider')
      .values({
        image_file_id: await image(caption, i, 1280, 480),
        caption,
        caption_hindi: hindi(captionHindi),
        created_at: iso(),
      })
      .execute();
  }
  for (const [i, entry] of demo.ABOUT.entries()) {
    await db
      .insertInto('about')
      .values({
        name: entry.title,
        description: entry.description,
        name_hindi: hindi(entry.titleHindi),
        description_hindi: hindi(entry.descriptionHindi),
        photo_file_id: await image(entry.title, i + 2),
        created_at: iso(),
      })
      .execute();
  }
  for (const [i, official] of demo.OFFICIALS.entries()) {
    const { name, designation, serialNo, home } = official;
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
        name_hindi: hindi(official.nameHindi),
        designation_hindi: hindi(official.designationHindi),
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
  for (const [i, notice] of demo.NOTICES.entries()) {
    await db
      .insertInto('notice')
      .values({
        ...texts(notice),
        issue_date: day(-7 * i),
        show_until: notice.showForDays === undefined ? null : day(notice.showForDays),
        document_file_id: await document(notice.title),
        created_at: iso(),
      })
      .execute();
  }
  for (const [table, rows] of [
    ['circular', demo.CIRCULARS],
    ['office_order', demo.OFFICE_ORDERS],
  ] as const) {
    for (const [i, row] of rows.entries()) {
      await db
        .insertInto(table)
        .values({
          ...texts(row),
          department: row.department,
          issue_date: day(-10 * i - 3),
          document_file_id: await document(row.title),
          created_at: iso(),
        })
        .execute();
    }
  }
  for (const [i, news] of demo.NEWS.entries()) {
    await db
      .insertInto('latest_news')
      .values({ ...texts(news), created_at: iso(-2 * i) })
      .execute();
  }
  for (const [i, photo] of demo.GALLERY.entries()) {
    await db
      .insertInto('gallery')
      .values({
        ...texts(photo),
        photo_file_id: await image(photo.title, i),
        created_at: iso(),
      })
      .execute();
  }
  for (const [i, release] of demo.PRESS_RELEASES.entries()) {
    await db
      .insertInto('press_release')
      .values({
        ...texts(release),
        newspaper_name: release.newspaper,
        page_no: release.page,
        release_date: day(-release.daysAgo),
        photo_file_id: await image(release.title, i + 1),
        created_at: iso(),
      })
      .execute();
  }
  await seedArchived(db, document, day, iso);
  await seedTenders(db, document, day, iso);
  await seedGrievanceSettings(db, people.officer, demo.GRIEVANCE_TYPES, ids, demo.WARDS);
  await seedDemoComplaints(db, people, ids, image);
}

/** A demo text's columns: title and description, and in Hindi where the demo fills them. */
const texts = ({ title, description, titleHindi, descriptionHindi }: demo.DemoText) => ({
  title,
  description,
  title_hindi: hindi(titleHindi),
  description_hindi: hindi(descriptionHindi),
});

/** A Hindi text as the API stores one (NFC, see optionalHindiText), or null when not filled. */
const hindi = (text: string | undefined) => text?.normalize('NFC') ?? null;

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

/** The archive's demo items (issue 20): past their "show until" date on the day of the seed. */
async function seedArchived(
  db: Db,
  document: (title: string) => Promise<number>,
  day: (n: number) => string,
  iso: (n: number) => string,
) {
  for (const item of demo.ARCHIVED) {
    const issued = day(-item.daysAgo);
    const shared = {
      ...texts(item),
      show_until: day(item.shownDays - item.daysAgo),
      created_at: iso(-item.daysAgo),
    };
    if (item.table === 'latest_news') {
      await db.insertInto('latest_news').values(shared).execute();
    } else if (item.table === 'press_release') {
      await db
        .insertInto('press_release')
        .values({
          ...shared,
          newspaper_name: 'Dainik Samachar (demo)',
          page_no: '1',
          release_date: issued,
        })
        .execute();
    } else {
      await db
        .insertInto(item.table)
        .values({
          ...shared,
          issue_date: issued,
          document_file_id: await document(item.title),
          ...(item.table === 'notice' ? {} : { department: item.department ?? null }),
        })
        .execute();
    }
  }
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
  for (const tender of demo.TENDERS) {
    const { tenderNo, lastDay, documents } = tender;
    const values: Record<string, unknown> = {
      tender_no: tenderNo,
      ...texts(tender),
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
