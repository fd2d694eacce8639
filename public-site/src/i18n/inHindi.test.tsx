import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, setLanguage } from '@council/i18n';
import { indiaDate } from '@council/api-client';
import { aHoliday, fakeApi, pageOf } from '@council/api-fake';
import '@council/ui/src/testing/browserGaps';
import { renderScreen, tableTexts } from '../testing/renderScreen';
import DocumentsPage from '../documents/DocumentsPage';
import HolidaysPage from '../holidays/HolidaysPage';
// Both of the public site's catalogues are registered now, while English is read: choosing
// Hindi afterwards must fetch both of their Hindi chunks, not only the last one registered.
import TrackGrievancePage from '../grievance-tracking/TrackGrievancePage';

const api = fakeApi({ otherCalls: 'empty list' });

describe('the public site in Hindi', () => {
  beforeAll(async () => {
    expect(i18n.hasResourceBundle('hi', 'public-site')).toBe(false);
    await setLanguage('hi');
  });
  afterAll(() => setLanguage('en'));

  it('titles the notice list and says it is empty in Hindi', async () => {
    api.answer('GET /api/v2/public/notices', pageOf([]));
    renderScreen(<DocumentsPage kind="notice" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('सूचना');
    expect(await screen.findByText('कोई सूचना नहीं मिली।')).toHaveAttribute('role', 'status');
    expect(document.documentElement).toHaveAttribute('lang', 'hi');
  });

  it('asks for a complaint number on the tracking page in Hindi', async () => {
    renderScreen(<TrackGrievancePage />, '/trackgrievance');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('शिकायत की स्थिति जानें');
    const field = screen.getByRole('textbox', { name: 'शिकायत संख्या' });
    await userEvent.click(screen.getByRole('button', { name: 'स्थिति जानें' }));
    expect(field).toHaveAccessibleDescription('उदाहरण: SNP/2026/000123 कृपया शिकायत संख्या दर्ज करें।');
    expect(api.sent).toHaveLength(0);
  });

  it('lists the holidays with their dates and weekdays in Hindi', async () => {
    api.answer('GET /api/v2/public/holidays', [
      aHoliday({ id: 1, date: '2026-01-26', name: 'गणतंत्र दिवस' }),
    ]);
    renderScreen(<HolidaysPage />);
    const year = indiaDate(new Date()).slice(0, 4);
    const table = await screen.findByRole('table', { name: `वर्ष ${year} में नगर परिषद के अवकाश` });
    expect(tableTexts(table)).toEqual([
      ['तिथि', 'अवकाश'],
      ['26 जनवरी 2026, सोमवार', 'गणतंत्र दिवस'],
    ]);
  });
});
