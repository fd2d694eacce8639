import { screen } from '@testing-library/react';
import { indiaDate } from '@council/api-client';
import { aHoliday, failWith, fakeApi, PENDING } from '@council/api-fake';
import { renderScreen, tableTexts } from '../testing/renderScreen';
import HolidaysPage from './HolidaysPage';
import { pageReads } from '../testing/lastUpdatedAnswer';

const CALL = 'GET /api/v2/public/holidays';
const api = fakeApi();
const THIS_YEAR = indiaDate(new Date()).slice(0, 4);

describe('List of Holidays', () => {
  it("lists this year's holidays by date with their weekday, and keeps the calendar image", async () => {
    api.answer(CALL, [
      aHoliday({ id: 1, date: '2026-01-26', name: 'Republic Day' }),
      aHoliday({ id: 2, date: '2026-08-15', name: 'Independence Day' }),
    ]);
    renderScreen(<HolidaysPage />);
    const table = await screen.findByRole('table', {
      name: `The council's holidays in ${THIS_YEAR}`,
    });
    expect(tableTexts(table)).toEqual([
      ['Date', 'Holiday'],
      ['26/Jan/2026, Monday', 'Republic Day'],
      ['15/Aug/2026, Saturday', 'Independence Day'],
    ]);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(`Holidays of ${THIS_YEAR}`);
    expect(pageReads(api)).toEqual([`/api/v2/public/holidays?year=${THIS_YEAR}`]);
    expect(
      screen.getByRole('img', { name: /Calendar of the council's holidays/ }),
    ).toBeInTheDocument();
  });

  it('says it is loading, that there are none, or that the list failed', async () => {
    api.answer(CALL, PENDING);
    const { unmount } = renderScreen(<HolidaysPage />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the holidays...');
    unmount();
    api.answer(CALL, []);
    const second = renderScreen(<HolidaysPage />);
    expect(await screen.findByText('No holidays are listed for this year yet.')).toHaveAttribute(
      'role',
      'status',
    );
    second.unmount();
    api.answer(CALL, failWith(500));
    renderScreen(<HolidaysPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The list of holidays could not be loaded.',
    );
    // The calendar image stays whatever the list does.
    expect(screen.getByRole('img', { name: /Calendar/ })).toBeInTheDocument();
  });
});
