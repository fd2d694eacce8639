// One record of each kind, made on the fly and saved through the API's own calls (SPEC.md
// section 7), field names from the contract. Each function resolves to the bytes it sent.
import { randomInt } from 'node:crypto';
import {
  councilDocumentForm,
  GalleryForm,
  NewComplaintForm,
  NewComplaintImages,
  PressReleaseForm,
  TenderForm,
  tenderDocumentNameField,
  tenderTitleField,
} from '@council/contract';
import { makePdf } from './pdf.mjs';
import { makePhoto } from './photo.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;
const WORDS = {
  subjects: [
    'Water supply',
    'Property tax',
    'Street lights',
    'Drain cleaning',
    'Road repair',
    'Holding tax',
    'Trade licence',
    'Sanitation drive',
    'Ward meeting',
    'Budget session',
  ],
  places: [
    'ward 3',
    'ward 7',
    'Station Road',
    'Gandhi Park',
    'the bus stand',
    'Main Bazaar',
    'the town hall',
    'ward 12',
    'Hospital Road',
    'the old market',
  ],
  departments: ['Engineering', 'Sanitation', 'Revenue', 'Health', 'Establishment'],
  papers: ['Dainik Samachar', 'Bihar Times', 'Prabhat Khabar', 'The Town Herald'],
};
const pick = (list, i) => list[i % list.length];
/** yyyy-MM-dd, `daysAgo` days before today. */
const dateAgo = (daysAgo) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
const topic = (i) => `${pick(WORDS.subjects, i)} at ${pick(WORDS.places, Math.floor(i / 10))}`;

function formOf(values, files = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, String(value));
  for (const { field, name, type, content } of files) {
    form.append(field, new Blob([content], { type }), name);
  }
  return form;
}
const sent = (files) => files.reduce((sum, file) => sum + file.content.length, 0);
const pdfFile = (field, name, title) => ({
  field,
  name,
  type: 'application/pdf',
  content: makePdf(title),
});
const photoFile = async (field) => ({
  field,
  name: 'photo.jpg',
  type: 'image/jpeg',
  content: (await makePhoto()).content,
});

/** A notice, circular or office order (`prefix` Notice, Circular, OfficeOrder) of day i. */
export async function saveCouncilDocument(admin, { prefix, path }, i, count) {
  const F = councilDocumentForm(prefix);
  const title = `${prefix === 'OfficeOrder' ? 'Office order' : prefix} ${i + 1}: ${topic(i)}`;
  const files = [pdfFile(F.file, `${prefix.toLowerCase()}-${i + 1}.pdf`, title)];
  const values = {
    [F.id]: 0,
    [F.title]: title,
    [F.description]: `${title}. All residents are requested to take note.`,
    [F.issueDate]: dateAgo(Math.floor((i * 365) / count)),
    [F.filePath]: 'NA',
    ...(prefix === 'Notice' ? {} : { [F.department]: pick(WORDS.departments, i) }),
  };
  await admin.postForm(`/api/Admin/${path}`, () => formOf(values, files));
  return sent(files);
}

/** A tender with 2-5 documents; about one in ten is still open for bids. */
export async function saveTender(admin, i, count) {
  const documents = 2 + randomInt(4);
  const published = Math.floor((i * 365) / count);
  const lastDate = published - (14 + randomInt(30));
  const title = `Tender ${i + 1}: ${topic(i)}`;
  const files = [];
  const values = {
    [TenderForm.id]: 0,
    [TenderForm.tenderNo]: `NPS/BENCH/${i + 1}`,
    [TenderForm.title]: title,
    [TenderForm.description]: `Works and supplies for ${topic(i).toLowerCase()}.`,
    [TenderForm.publishDate]: dateAgo(published),
    [TenderForm.lastDate]: dateAgo(lastDate),
    [TenderForm.lastTime]: '15:00',
    [TenderForm.status]: lastDate < 0 ? 'Active' : 'Closed',
  };
  for (let slot = 1; slot <= documents; slot += 1) {
    const name = `tender-${i + 1}-part-${slot}.pdf`;
    if (slot > 1) values[tenderTitleField(slot)] = `Part ${slot} of ${title}`;
    values[tenderDocumentNameField(slot)] = name;
    files.push(pdfFile(TenderForm.file, name, `${title}, part ${slot}`));
  }
  await admin.postForm('/api/Admin/tender', () => formOf(values, files));
  return sent(files);
}

/** A gallery photo; ten photos an event, as the page groups them by title. */
export async function saveGalleryPhoto(admin, i) {
  const files = [await photoFile(GalleryForm.image)];
  const values = {
    [GalleryForm.id]: 0,
    [GalleryForm.title]: `Event ${Math.floor(i / 10) + 1}: ${topic(Math.floor(i / 10))}`,
    [GalleryForm.description]: `Photo ${(i % 10) + 1} of the event.`,
    [GalleryForm.photoPath]: 'photo.jpg',
  };
  await admin.postForm('/api/Admin/gallery', () => formOf(values, files));
  return sent(files);
}

export async function savePressRelease(admin, i, count) {
  const files = [await photoFile(PressReleaseForm.image)];
  const values = {
    [PressReleaseForm.id]: 0,
    [PressReleaseForm.title]: `Press release ${i + 1}: ${topic(i)}`,
    [PressReleaseForm.description]: `The council reports on ${topic(i).toLowerCase()}.`,
    [PressReleaseForm.newspaper]: pick(WORDS.papers, i),
    [PressReleaseForm.pageNo]: String(1 + (i % 12)),
    [PressReleaseForm.releaseDate]: dateAgo(Math.floor((i * 365) / count)),
    [PressReleaseForm.photoPath]: 'photo.jpg',
  };
  await admin.postForm('/api/Admin/press-release', () => formOf(values, files));
  return sent(files);
}

export async function saveLatestNews(admin, i) {
  await admin.postJson('/api/Admin/latest-news', {
    title: `News ${i + 1}: ${topic(i)}`,
    description: `${topic(i)}: work will be done on ${dateAgo(-1 - (i % 30))} from 10 to 14 hours.`,
  });
  return 0;
}

/** A complaint; every other one with one or two photos. `choices` are the form's lookups. */
export async function fileComplaint(citizen, i, choices) {
  const F = NewComplaintForm;
  const photos = i % 2 === 0 ? 1 + randomInt(2) : 0;
  const files = [];
  for (const field of [NewComplaintImages.publicImage1, NewComplaintImages.publicImage2].slice(
    0,
    photos,
  )) {
    files.push(await photoFile(field));
  }
  const values = {
    [F.grievance]: pick(choices.grievances, i).id,
    [F.district]: pick(choices.districts, i).id,
    [F.ward]: pick(choices.wards, randomInt(choices.wards.length)).id,
    [F.ulb]: pick(choices.ulbs, i).id,
    [F.status]: 'Open',
    [F.suggestion]: `Please attend to ${topic(i).toLowerCase()}.`,
    [F.landmark]: `Near ${pick(WORDS.places, i + 3)}`,
    [F.additionalInformation]: `Complaint ${i + 1} of the bench: the problem has lasted ${1 + (i % 9)} days.`,
  };
  await citizen.postForm('/api/User/add-complaint', () => formOf(values, files));
  return sent(files);
}

/** The add-complaint form's choices, as the citizen portal reads them. */
export async function complaintChoices(citizen) {
  const [grievances, districts, wards, ulbs] = await Promise.all(
    ['grievance', 'district', 'ward', 'ulb'].map((list) => citizen.get(`/api/User/${list}`)),
  );
  return { grievances, districts, wards, ulbs };
}
