import {
  AboutForm,
  councilDocumentForm,
  GalleryForm,
  OfficialForm,
  PagedPaths,
  PressReleaseForm,
  SliderForm,
  TenderForm,
} from '@council/contract';
import type { LightMyRequestResponse } from 'fastify';
import { fields, type Part } from './multipart';
import { pdf, smallPhoto } from './samples';
import { bearer, type TestApp } from './testApp';
import { sendForm } from './requests';

/**
 * Each section a clerk edits, as its round trip of Hindi texts (issue 19) needs it: how to save
 * a record with given English and Hindi fields, where it is read back, and its Hindi texts'
 * wire names, form names, limits and names in messages.
 */
export interface HindiSection {
  name: string;
  /** SPEC.md's admin path: POST/PUT/GET /api/Admin/<path>. */
  path: string;
  /** SPEC.md's public list, if the section has one. */
  publicList: string;
  /** The paged calls: admin, public (and public + '/{id}' where there is one). */
  adminPage: string;
  publicPage: string;
  publicItem: boolean;
  /** The English fields of a valid record (SPEC.md's), by wire name of the body. */
  english: (n: number) => Record<string, string>;
  /** A file the section needs on create, if any. */
  file?: () => Promise<Part>;
  /** Hindi text's wire name -> its name in the body, its limit and its name in messages. */
  hindi: Record<string, { field: string; max: number; label: string }>;
  /** Saves a record: a multipart form, or latest news' JSON. */
  save(
    t: TestApp,
    token: string,
    method: 'POST' | 'PUT',
    id: number,
    values: Record<string, string | null>,
    file?: Part,
  ): Promise<LightMyRequestResponse>;
}

const TITLE = 500;
const LONG = 20_000;

const titled = (names: { titleHindi: string; descriptionHindi: string }) => ({
  titleHindi: { field: names.titleHindi, max: TITLE, label: 'Hindi title' },
  descriptionHindi: { field: names.descriptionHindi, max: LONG, label: 'Hindi description' },
});

/** A multipart section: the id under idField, the values as text parts, and a file if given. */
const multipartSave =
  (path: string, idField: string): HindiSection['save'] =>
  (t, token, method, id, values, file) =>
    sendForm(t, token, method, `/api/Admin/${path}`, [
      ...fields({
        [idField]: String(id),
        ...Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value ?? ''])),
      }),
      ...(file ? [file] : []),
    ]);

const photo = async (field: string): Promise<Part> => ({
  name: field,
  filename: 'photo.jpg',
  content: await smallPhoto(),
  type: 'image/jpeg',
});
const document = async (field: string): Promise<Part> => ({
  name: field,
  filename: 'order.pdf',
  content: pdf('Order'),
  type: 'application/pdf',
});

function multipartSection(
  section: Omit<HindiSection, 'save' | 'publicList' | 'adminPage' | 'publicPage' | 'publicItem'> & {
    idField: string;
    pagedName: keyof typeof PagedPaths.public & keyof typeof PagedPaths.admin;
  },
): HindiSection {
  return {
    ...section,
    publicList: `/api/Public/${section.path}`,
    adminPage: PagedPaths.admin[section.pagedName],
    publicPage: PagedPaths.public[section.pagedName],
    publicItem: true,
    save: multipartSave(section.path, section.idField),
  };
}

const documentSection = (path: string, prefix: 'Notice' | 'Circular' | 'OfficeOrder') => {
  const F = councilDocumentForm(prefix);
  return multipartSection({
    name: path,
    path,
    idField: F.id,
    pagedName: ({ Notice: 'notices', Circular: 'circulars', OfficeOrder: 'officeOrders' } as const)[
      prefix
    ],
    english: (n) => ({ [F.title]: `Water supply ${n}`, [F.description]: 'Ward 4' }),
    file: () => document(F.file),
    hindi: titled(F),
  });
};

export const HINDI_SECTIONS: HindiSection[] = [
  documentSection('notice', 'Notice'),
  documentSection('circular', 'Circular'),
  documentSection('officeorder', 'OfficeOrder'),
  {
    name: 'latest-news',
    path: 'latest-news',
    publicList: '/api/Public/latest-news',
    adminPage: PagedPaths.admin.latestNews,
    publicPage: PagedPaths.public.latestNews,
    publicItem: true,
    english: (n) => ({ title: `Tanker ${n}`, description: 'Ward 3' }),
    // Named in messages by their JSON names, as the section's English texts are.
    hindi: {
      titleHindi: { field: 'titleHindi', max: TITLE, label: 'titleHindi' },
      descriptionHindi: { field: 'descriptionHindi', max: LONG, label: 'descriptionHindi' },
    },
    save: (t, token, method, id, values) =>
      t.app.inject({
        method,
        url: '/api/Admin/latest-news',
        headers: bearer(token),
        payload: { id, ...values },
      }),
  },
  multipartSection({
    name: 'tender',
    path: 'tender',
    idField: TenderForm.id,
    pagedName: 'tenders',
    english: (n) => ({
      [TenderForm.tenderNo]: `T-${n}`,
      [TenderForm.title]: `Road repair ${n}`,
      [TenderForm.publishDate]: '2026-10-01',
      [TenderForm.lastDate]: '2026-10-20',
      [TenderForm.status]: 'Active',
    }),
    file: () => document(TenderForm.file),
    hindi: titled(TenderForm),
  }),
  multipartSection({
    name: 'press-release',
    path: 'press-release',
    idField: PressReleaseForm.id,
    pagedName: 'pressReleases',
    english: (n) => ({ [PressReleaseForm.title]: `Budget passed ${n}` }),
    hindi: titled(PressReleaseForm),
  }),
  multipartSection({
    name: 'gallery',
    path: 'gallery',
    idField: GalleryForm.id,
    pagedName: 'gallery',
    english: (n) => ({ [GalleryForm.title]: `Chhath ${n}`, [GalleryForm.description]: 'Ghat' }),
    file: () => photo(GalleryForm.image),
    hindi: titled(GalleryForm),
  }),
  multipartSection({
    name: 'slider',
    path: 'slider',
    idField: SliderForm.id,
    pagedName: 'slides',
    english: () => ({ [SliderForm.sliderPath]: 'NA' }),
    file: () => photo(SliderForm.image),
    hindi: {
      caption: { field: SliderForm.caption, max: TITLE, label: 'Caption' },
      captionHindi: { field: SliderForm.captionHindi, max: TITLE, label: 'Hindi caption' },
    },
  }),
  multipartSection({
    name: 'about',
    path: 'about',
    idField: AboutForm.id,
    pagedName: 'about',
    english: (n) => ({ [AboutForm.name]: `Our council ${n}`, [AboutForm.photoPath]: 'NA' }),
    hindi: {
      nameHindi: { field: AboutForm.nameHindi, max: TITLE, label: 'Hindi name' },
      descriptionHindi: {
        field: AboutForm.descriptionHindi,
        max: LONG,
        label: 'Hindi description',
      },
    },
  }),
  {
    name: 'minister-officer-employee',
    path: 'minister-officer-employee',
    publicList: '/api/Public/minister-officer-employee-by-designations',
    adminPage: PagedPaths.admin.officials,
    publicPage: PagedPaths.public.officials,
    publicItem: false,
    english: (n: number) => ({
      [OfficialForm.name]: `Asha Devi ${n}`,
      [OfficialForm.designation]: 'Chairman',
      [OfficialForm.email]: 'chair@council.in',
    }),
    hindi: {
      nameHindi: { field: OfficialForm.nameHindi, max: TITLE, label: 'Hindi name' },
      designationHindi: {
        field: OfficialForm.designationHindi,
        max: TITLE,
        label: 'Hindi designation',
      },
    },
    save: multipartSave('minister-officer-employee', OfficialForm.id),
  },
];
