// Every public route of SPEC.md section 2 with the heading its screen shows and a sign that its
// content arrived from the real API with the demo data (or, for static screens, is drawn).
import type { Page } from '@playwright/test';

export interface PublicRoute {
  path: string;
  heading: string;
  /** Waits until the screen's content is there. */
  ready: (page: Page) => Promise<void>;
}

const firstRow = async (page: Page) => {
  await page.locator('main table tbody tr').first().waitFor();
};
const text = (value: string | RegExp) => async (page: Page) => {
  await page.locator('main').getByText(value).first().waitFor();
};

export const PUBLIC_ROUTES: PublicRoute[] = [
  { path: '/', heading: 'Home', ready: text('Ministers / Officers / Members') },
  { path: '/home', heading: 'Home', ready: text(/^Open: \d+$/) },
  {
    path: '/about',
    heading: 'About Us',
    ready: (page) => page.locator('main .ps-official-card').first().waitFor(),
  },
  { path: '/wardparsad', heading: 'Ward Parshad', ready: firstRow },
  { path: '/executiveofficer', heading: 'Executive Officer', ready: firstRow },
  { path: '/chairman', heading: 'Chairman', ready: firstRow },
  { path: '/standingcommitee', heading: 'Standing Committee Members', ready: firstRow },
  { path: '/employeelist', heading: 'Employee List', ready: firstRow },
  {
    path: '/listofholiday',
    heading: 'List of Holidays',
    ready: (page) => page.locator('main img').waitFor(),
  },
  { path: '/currenttender', heading: 'Active Tenders', ready: firstRow },
  { path: '/pasttender', heading: 'Un-Active Tenders', ready: firstRow },
  { path: '/tender-details?id=1', heading: 'Tender Details', ready: text('Tender No.') },
  { path: '/notice', heading: 'Notice', ready: firstRow },
  { path: '/circulars', heading: 'Circular', ready: firstRow },
  { path: '/latestnews', heading: 'Latest News', ready: firstRow },
  { path: '/officeorder', heading: 'Office Order', ready: firstRow },
  {
    path: '/postgrievance',
    heading: 'Post Grievance',
    ready: text('Sign in to file a complaint'),
  },
  {
    path: '/trackgrievance',
    heading: 'Track Grievance',
    ready: (page) => page.locator('main').getByLabel('Complaint number').waitFor(),
  },
  { path: '/viewgrievance', heading: 'All Complaints', ready: firstRow },
  {
    path: '/grievance-scorecard',
    heading: 'Grievance Scorecard',
    ready: text(/^Complaints filed from/),
  },
  {
    path: '/tradelicense',
    heading: 'Trade Licence Application Form',
    ready: text('Owner Details'),
  },
  {
    path: '/viewpropertytax',
    heading: 'View Property Tax',
    ready: text('This service is coming soon.'),
  },
  {
    path: '/paypropertytax',
    heading: 'Pay Property Tax',
    ready: text('This service is coming soon.'),
  },
  {
    path: '/photogallery',
    heading: 'Photo Gallery',
    ready: (page) => page.locator('main .ps-gallery-card').first().waitFor(),
  },
  { path: '/videogallery', heading: 'Video Gallery', ready: text('This service is coming soon.') },
  {
    path: '/pressrelease',
    heading: 'Press Release',
    ready: (page) => page.locator('main .ps-press-card').first().waitFor(),
  },
  { path: '/contactus', heading: 'Contact Us', ready: text('Reach us') },
  { path: '/feedback', heading: 'Feedback', ready: text('Send us a message') },
  { path: '/privacypolicy', heading: 'Privacy Policy', ready: text('12. Contact') },
  {
    path: '/screen-reader-access',
    heading: 'Screen Reader Access',
    ready: text('NVDA (NonVisual Desktop Access)'),
  },
];
