import type { Page } from '@playwright/test';
import { drawPhoto } from '../../citizen/support/photos';
import type { AdminEditor, UploadFile } from './AdminEditor';
import { onePagePdf } from './files';

/** The day `offset` days from today, as a date input takes it. */
export const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * One admin editor as the e2e walks it: what to type for a record called `name`, which file it
 * takes, and where the public site shows it.
 */
export interface EditorCase {
  path: string;
  heading: string;
  /** Form heading and button words: 'Notice' gives 'Create Notice' / 'Update Notice'. */
  entity: string;
  /** The popups' word: 'Notice created successfully!'. */
  success: string;
  confirmation: string;
  /** The field that holds the record's name, changed by the edit. */
  nameField: string;
  values: (name: string) => Record<string, string>;
  file?: { label: string; make: (page: Page) => Promise<UploadFile> };
  /** The text of a record that its list row and its public page show. */
  shown: (name: string) => string;
  publicPath: string;
  /** Before any check on the public page (a tab, a wait for its list). */
  onPublicPage?: (page: Page) => Promise<void>;
}

const pdf = { label: 'Document', make: async () => onePagePdf('order.pdf') };
const photo = { label: 'Photo', make: (page: Page) => drawPhoto(page, 'photo.jpg', 'image/jpeg') };

const documentCase = (
  path: string,
  heading: string,
  entity: string,
  confirmWord: string,
  publicPath: string,
  withDepartment: boolean,
): EditorCase => ({
  path,
  heading,
  entity,
  success: entity,
  confirmation: `Are you sure you want to delete this ${confirmWord}?`,
  nameField: 'Title',
  values: (name) => ({
    Title: name,
    Description: `About ${name}`,
    ...(withDepartment ? { Department: 'Sanitation' } : {}),
    'Issue Date': day(0),
  }),
  file: pdf,
  shown: (name) => name,
  publicPath,
});

export const EDITOR_CASES: EditorCase[] = [
  documentCase('/editnotice', 'Notice', 'Notice', 'notice', '/notice', false),
  documentCase('/editcircular', 'Circular', 'Circular', 'circular', '/circulars', true),
  documentCase(
    '/editofficeorder',
    'OfficerOrder',
    'Office Order',
    'office order',
    '/officeorder',
    true,
  ),
  {
    path: '/edittender',
    heading: 'Tender',
    entity: 'Tender',
    success: 'Tender',
    confirmation: 'Are you sure you want to delete this tender?',
    nameField: 'Tender Title',
    values: (name) => ({
      'Tender No': `NP/${Date.now() % 100000}`,
      'Tender Title': name,
      Description: `Works for ${name}`,
      'Publish Date': day(0),
      'Last Date of Submission': day(30),
      'Last Date of Submission Time': '17:00',
      Status: 'Open',
    }),
    file: { label: 'Tender Document', make: async () => onePagePdf('tender.pdf') },
    shown: (name) => name,
    publicPath: '/currenttender',
  },
  {
    path: '/editlatestnews',
    heading: 'Latest News',
    entity: 'Latest News',
    success: 'Latest News',
    confirmation: 'Are you sure you want to delete this Latest News?',
    nameField: 'Title',
    values: (name) => ({ Title: name, Description: `The news of ${name}` }),
    shown: (name) => name,
    publicPath: '/latestnews',
  },
  {
    path: '/editgallery',
    heading: 'Gallery',
    entity: 'Gallery',
    success: 'Gallery',
    confirmation: 'Are you sure you want to delete this Gallery?',
    nameField: 'Title',
    values: (name) => ({ Title: name, Description: `Photos of ${name}` }),
    file: photo,
    shown: (name) => name,
    publicPath: '/photogallery',
  },
  {
    path: '/editpressrelease',
    heading: 'Press Release',
    entity: 'Press Release',
    success: 'PressRelease',
    confirmation: 'Are you sure you want to delete this PressRelease?',
    nameField: 'Title',
    values: (name) => ({
      Title: name,
      Description: `Release on ${name}`,
      'Release News Paper Name': 'Sundarpur Times',
      'Releases Page No': '4',
      'Release Date': day(0),
    }),
    file: photo,
    shown: (name) => name,
    publicPath: '/pressrelease',
  },
  {
    path: '/editabout',
    heading: 'About Us',
    entity: 'About',
    success: 'About',
    confirmation: 'Are you sure you want to delete this about?',
    // The public About page shows the description, so the description carries the record's name.
    nameField: 'Description',
    values: (name) => ({ Name: 'Our town', Description: name }),
    file: photo,
    shown: (name) => name,
    publicPath: '/about',
  },
  {
    path: '/editministerofficeremp',
    heading: 'Minister/Officer/Emp.',
    entity: 'Employee',
    success: 'Employee',
    confirmation: 'Are you sure you want to delete this employee?',
    nameField: 'Name',
    values: (name) => ({
      Name: name,
      Designation: 'Chairman',
      'Email Address': 'chair@sundarpur.example',
      'Mobile Number': '9800000000',
    }),
    file: photo,
    shown: (name) => name,
    publicPath: '/chairman',
  },
];

export type { AdminEditor };
