// Every public route of SPEC.md section 2 with the heading its screen shows and a sign that its
// content arrived from the real API with the demo data (or, for static screens, is drawn).
import type { Page } from '@playwright/test';

export interface PublicRoute {
  path: string;
  heading: string;
  /** Waits until the screen's content is there. */
  ready: (page: Page) => Promise<void>;
  /**
   * The first row or item of the screen's list (a screen without one: the first block of its
   * content), as a CSS selector whose first match counts. The server sends it in the page.
   */
  firstItem: string;
}

/** A table's first row of data (the header's row is in <thead>). */
const FIRST_ROW = 'main table tbody tr';
const FIRST_CARD = (name: string) => `main .ps-${name}-card`;
/** The first paragraph of a screen without a list, under its heading. */
const FIRST_TEXT = 'main .ps-page > p';
const FORM = 'main form';

const firstRow = async (page: Page) => {
  await page.locator(FIRST_ROW).first().waitFor();
};
const text = (value: string | RegExp) => async (page: Page) => {
  await page.locator('main').getByText(value).first().waitFor();
};

export const PUBLIC_ROUTES: PublicRoute[] = [
  {
    path: '/',
    heading: 'Home',
    ready: text('Ministers / Officers / Members'),
    firstItem: 'main .ps-carousel-slide',
  },
  {
    path: '/home',
    heading: 'Home',
    ready: text(/^Open: \d+$/),
    firstItem: 'main .ps-carousel-slide',
  },
  {
    path: '/about',
    heading: 'About Us',
    ready: (page) => page.locator('main .ps-official-card').first().waitFor(),
    firstItem: FIRST_CARD('official'),
  },
  { path: '/wardparsad', heading: 'Ward Parshad', ready: firstRow, firstItem: FIRST_ROW },
  {
    path: '/executiveofficer',
    heading: 'Executive Officer',
    ready: firstRow,
    firstItem: FIRST_ROW,
  },
  { path: '/chairman', heading: 'Chairman', ready: firstRow, firstItem: FIRST_ROW },
  {
    path: '/standingcommitee',
    heading: 'Standing Committee Members',
    ready: firstRow,
    firstItem: FIRST_ROW,
  },
  { path: '/employeelist', heading: 'Employee List', ready: firstRow, firstItem: FIRST_ROW },
  {
    path: '/listofholiday',
    heading: 'List of Holidays',
    ready: (page) => page.locator('main img').waitFor(),
    firstItem: FIRST_ROW,
  },
  { path: '/currenttender', heading: 'Active Tenders', ready: firstRow, firstItem: FIRST_ROW },
  { path: '/pasttender', heading: 'Un-Active Tenders', ready: firstRow, firstItem: FIRST_ROW },
  {
    path: '/tender-details?id=1',
    heading: 'Tender Details',
    ready: text('Tender No.'),
    firstItem: 'main .ps-tender-details h2',
  },
  { path: '/notice', heading: 'Notice', ready: firstRow, firstItem: FIRST_ROW },
  { path: '/circulars', heading: 'Circular', ready: firstRow, firstItem: FIRST_ROW },
  { path: '/latestnews', heading: 'Latest News', ready: firstRow, firstItem: FIRST_ROW },
  { path: '/officeorder', heading: 'Office Order', ready: firstRow, firstItem: FIRST_ROW },
  {
    path: '/postgrievance',
    heading: 'Post Grievance',
    ready: text('Sign in to file a complaint'),
    firstItem: FIRST_TEXT,
  },
  {
    path: '/trackgrievance',
    heading: 'Track Grievance',
    ready: (page) => page.locator('main').getByLabel('Complaint number').waitFor(),
    firstItem: FORM,
  },
  { path: '/viewgrievance', heading: 'All Complaints', ready: firstRow, firstItem: FIRST_ROW },
  {
    path: '/grievance-scorecard',
    heading: 'Grievance Scorecard',
    ready: text(/^Complaints filed from/),
    firstItem: FIRST_ROW,
  },
  {
    path: '/tradelicense',
    heading: 'Trade Licence Application Form',
    ready: text('Owner Details'),
    firstItem: FORM,
  },
  {
    path: '/viewpropertytax',
    heading: 'View Property Tax',
    ready: text('This service is coming soon.'),
    firstItem: FIRST_TEXT,
  },
  {
    path: '/paypropertytax',
    heading: 'Pay Property Tax',
    ready: text('This service is coming soon.'),
    firstItem: FIRST_TEXT,
  },
  {
    path: '/photogallery',
    heading: 'Photo Gallery',
    ready: (page) => page.locator('main .ps-gallery-card').first().waitFor(),
    firstItem: FIRST_CARD('gallery'),
  },
  {
    path: '/videogallery',
    heading: 'Video Gallery',
    ready: text('This service is coming soon.'),
    firstItem: FIRST_TEXT,
  },
  {
    path: '/pressrelease',
    heading: 'Press Release',
    ready: (page) => page.locator('main .ps-press-card').first().waitFor(),
    firstItem: FIRST_CARD('press'),
  },
  {
    path: '/contactus',
    heading: 'Contact Us',
    ready: text('Reach us'),
    firstItem: 'main .ps-details-row',
  },
  { path: '/feedback', heading: 'Feedback', ready: text('Send us a message'), firstItem: FORM },
  {
    path: '/privacypolicy',
    heading: 'Privacy Policy',
    ready: text('12. Contact'),
    firstItem: 'main .ps-page > section',
  },
  {
    path: '/screen-reader-access',
    heading: 'Screen Reader Access',
    ready: text('NVDA (NonVisual Desktop Access)'),
    firstItem: 'main .ps-page li',
  },
  // The shell's own public pages (shell/src/routes/ownPages.ts), rendered by its server too.
  { path: '/login', heading: 'Login', ready: text('Forgot password?'), firstItem: FORM },
  // The citizens' sign-in, which the server renders at the address's query too.
  {
    path: '/login?as=citizen',
    heading: 'Login',
    ready: text('Sign in to file and follow your complaints.'),
    firstItem: FORM,
  },
  {
    path: '/register',
    heading: 'Create an account',
    ready: (page) => page.locator('main form').waitFor(),
    firstItem: FORM,
  },
  {
    path: '/forgot-password',
    heading: 'Forgot password',
    ready: (page) => page.locator('main form').waitFor(),
    firstItem: FORM,
  },
  {
    path: '/sitemap',
    heading: 'Sitemap',
    ready: (page) => page.locator('main .shell-sitemap a').first().waitFor(),
    firstItem: 'main .shell-sitemap a',
  },
];
