// Fills the bench's fresh database with a year's material through the API's own calls: the
// counts of issue 14, scaled by `scale` for a quick check. Prints progress and the time taken.
import { ACCOUNTS } from '../routes.mjs';
import { benchCitizens } from './accounts.mjs';
import { ApiSession, runPool } from './api-session.mjs';
import {
  complaintChoices,
  fileComplaint,
  saveCouncilDocument,
  saveGalleryPhoto,
  saveLatestNews,
  savePressRelease,
  saveTender,
} from './records.mjs';

/** A year of a council's material (issue 14, point 6). */
export const VOLUME = {
  complaints: 1000,
  gallery: 200,
  notices: 100,
  circulars: 100,
  officeOrders: 100,
  tenders: 100,
  pressReleases: 50,
  latestNews: 100,
};
const CITIZENS = 10;
const DOCUMENT_KINDS = {
  notices: { prefix: 'Notice', path: 'notice' },
  circulars: { prefix: 'Circular', path: 'circular' },
  officeOrders: { prefix: 'OfficeOrder', path: 'officeorder' },
};

export const scaledVolume = (scale) =>
  Object.fromEntries(
    Object.entries(VOLUME).map(([kind, count]) => [kind, Math.max(1, Math.round(count * scale))]),
  );

/** Fills the API at `apiUrl`; resolves to what was made, the bytes sent and the seconds taken. */
export async function fillVolume({ apiUrl, apiRoot, dataDir, scale = 1, concurrency = 3 }) {
  const counts = scaledVolume(scale);
  const started = Date.now();
  const admin = new ApiSession(apiUrl, ACCOUNTS.admin);
  const citizens = benchCitizens({ count: CITIZENS, apiRoot, dataDir }).map(
    (account) => new ApiSession(apiUrl, account),
  );
  const choices = await complaintChoices(citizens[0]);
  const jobs = [];
  const add = (kind, count, save) => {
    for (let i = 0; i < count; i += 1)
      jobs.push(async () => ({ kind, bytes: await save(i, count) }));
  };
  for (const [kind, documentKind] of Object.entries(DOCUMENT_KINDS)) {
    add(kind, counts[kind], (i, count) => saveCouncilDocument(admin, documentKind, i, count));
  }
  add('tenders', counts.tenders, (i, count) => saveTender(admin, i, count));
  add('gallery', counts.gallery, (i) => saveGalleryPhoto(admin, i));
  add('pressReleases', counts.pressReleases, (i, count) => savePressRelease(admin, i, count));
  add('latestNews', counts.latestNews, (i) => saveLatestNews(admin, i));
  add('complaints', counts.complaints, (i) =>
    fileComplaint(citizens[i % citizens.length], i, choices),
  );

  console.log(
    `bench: filling ${jobs.length} records (${Object.entries(counts)
      .map(([kind, count]) => `${count} ${kind}`)
      .join(', ')}), ${concurrency} at a time, ${citizens.length} citizens filing`,
  );
  const done = { records: 0, bytes: 0 };
  let lastPrint = Date.now();
  await runPool(jobs, concurrency, ({ bytes }) => {
    done.records += 1;
    done.bytes += bytes;
    if (Date.now() - lastPrint > 5000 || done.records === jobs.length) {
      lastPrint = Date.now();
      console.log(
        `bench: filled ${done.records}/${jobs.length} records, ${mb(done.bytes)} MB of files sent, ` +
          `${seconds(started)} s`,
      );
    }
  });
  const result = {
    scale,
    counts,
    citizens: citizens.length,
    bytesSent: done.bytes,
    seconds: seconds(started),
  };
  console.log(`bench: filling took ${result.seconds} s (${mb(done.bytes)} MB of files sent)`);
  return result;
}

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
const seconds = (since) => Math.round((Date.now() - since) / 1000);
