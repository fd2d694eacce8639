import { expectExposedHeading, type ExposedScreenCase } from '@council/remote-harness/src/testing';
import exposes from './exposes';
import { stubApi } from './testing/stubApi';

// Every screen this remote exposes, with the props its routes give it (the shell's route table).
const screens: ExposedScreenCase[] = [
  ['./Home', {}, 'Home'],
  ['./About', {}, 'About Us'],
  ['./Officials', { group: 'wardParshad' }, 'Ward Parshad'],
  ['./Officials', { group: 'executiveOfficer' }, 'Executive Officer'],
  ['./Officials', { group: 'chairman' }, 'Chairman'],
  ['./Officials', { group: 'standingCommittee' }, 'Standing Committee Members'],
  ['./Officials', { group: 'employees' }, 'Employee List'],
  ['./Holidays', {}, 'List of Holidays'],
  ['./Tenders', { period: 'active' }, 'Active Tenders'],
  ['./Tenders', { period: 'past' }, 'Un-Active Tenders'],
  ['./TenderDetails', {}, 'Tender Details'],
  ['./Documents', { kind: 'notice' }, 'Notice'],
  ['./Documents', { kind: 'circular' }, 'Circular'],
  ['./Documents', { kind: 'latestNews' }, 'Latest News'],
  ['./Documents', { kind: 'officeOrder' }, 'Office Order'],
  ['./ComingSoon', { screen: 'postGrievance' }, 'Post Grievance'],
  ['./ComingSoon', { screen: 'trackGrievance' }, 'Track Grievance'],
  ['./Complaints', {}, 'All Complaints'],
  ['./TradeLicence', {}, 'Trade Licence Application Form'],
  ['./ComingSoon', { screen: 'viewPropertyTax' }, 'View Property Tax'],
  ['./ComingSoon', { screen: 'payPropertyTax' }, 'Pay Property Tax'],
  ['./PhotoGallery', {}, 'Photo Gallery'],
  ['./ComingSoon', { screen: 'videoGallery' }, 'Video Gallery'],
  ['./PressReleases', {}, 'Press Release'],
  ['./ContactUs', {}, 'Contact Us'],
  ['./PrivacyPolicy', {}, 'Privacy Policy'],
];

describe('the screens this remote exposes', () => {
  // Screens ask the API on mount; here every call answers an empty list.
  beforeAll(() => stubApi({}));

  it('exposes each screen', () => {
    expect(new Set(screens.map(([module]) => module))).toEqual(new Set(Object.keys(exposes)));
  });

  it.each(screens)('%s %o shows the heading %s', async (...screenCase) => {
    await expectExposedHeading(`${__dirname}/..`, exposes, screenCase);
  });
});
