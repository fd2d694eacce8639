/**
 * @jest-environment node
 */
import AboutPage from '../about/AboutPage';
import DocumentsPage from '../documents/DocumentsPage';
import HomePage from '../home/HomePage';
import { serverScreens } from './serverScreens';

const { modules, serverScreen } = serverScreens;

describe('the screens rendered on the server', () => {
  it("are the modules of the screens declared with firstScreen: 'server'", () => {
    expect([...modules].sort()).toEqual([
      './About',
      './Archive',
      './ComingSoon',
      './Complaints',
      './ContactUs',
      './DocumentDetails',
      './Documents',
      './Feedback',
      './GrievanceScorecard',
      './Holidays',
      './Home',
      './LatestNewsDetails',
      './Officials',
      './PhotoGallery',
      './Policy',
      './PostGrievance',
      './PressReleaseDetails',
      './PressReleases',
      './PrivacyPolicy',
      './ScreenReaderAccess',
      './TenderDetails',
      './Tenders',
      './TrackGrievance',
      './TradeLicence',
    ]);
  });

  it('load the page of their declared module file', async () => {
    await expect(serverScreen('./Home')).resolves.toBe(HomePage);
    await expect(serverScreen('./About')).resolves.toBe(AboutPage);
    await expect(serverScreen('./Documents')).resolves.toBe(DocumentsPage);
  });

  it.each(['./NoSuchModule', 'constructor'])('leave %s to the browser', async (module) => {
    await expect(serverScreen(module)).resolves.toBeNull();
  });
});
