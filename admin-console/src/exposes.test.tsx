import { expectExposedHeading, type ExposedScreenCase } from '@council/remote-harness/src/testing';
import exposes from './exposes';
import { signInAdmin } from './testing/adminTestSetup';
import { fakeApi } from '@council/shared-auth/src/testing/fake-api';
import { apiClient } from '@council/shared-auth';

// The screens load their lists on arrival; an empty answer is enough to see their headings.
beforeEach(() => {
  signInAdmin();
  fakeApi(apiClient);
});

// Every screen this remote exposes, with the props its routes give it (the shell's route table).
const screens: ExposedScreenCase[] = [
  ['./Dashboard', {}, 'Dashboard'],
  ['./EmployeeEditor', {}, 'Minister/Officer/Emp.'],
  ['./AboutEditor', {}, 'About Us'],
  ['./SliderEditor', {}, 'Slider'],
  ['./LatestNewsEditor', {}, 'Latest News'],
  ['./NoticeEditor', {}, 'Notice'],
  ['./CircularEditor', {}, 'Circular'],
  ['./OfficeOrderEditor', {}, 'OfficerOrder'],
  ['./TenderEditor', {}, 'Tender'],
  ['./GalleryEditor', {}, 'Gallery'],
  ['./PressReleaseEditor', {}, 'Press Release'],
];

describe('the screens this remote exposes', () => {
  it('exposes each screen', () => {
    expect(new Set(screens.map(([module]) => module))).toEqual(new Set(Object.keys(exposes)));
  });

  it.each(screens)('%s %o shows the heading %s', async (...screenCase) => {
    await expectExposedHeading(`${__dirname}/..`, exposes, screenCase);
  });
});
