import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aHoliday, created, failWith, fakeApi, type FakeAnswer } from '@council/api-fake';
import type { GrievanceCategoryWire, HolidayWire } from '@council/contract';
import { indiaDate } from '@council/api-client';
import { MemoryRouter } from '@council/router';
import { InQueryCache } from '@council/remote-harness/src/testing';
import { expectPopup } from '@council/ui/src/popups/testing/expectPopup';
import { signInAdmin } from '../testing/adminTestSetup';
import GrievanceSettingsPage from './GrievanceSettingsPage';

const api = fakeApi();
const thisYear = Number(indiaDate(new Date()).slice(0, 4));

let categories: GrievanceCategoryWire[];
let holidays: HolidayWire[];
let daysAnswer: (id: number, days: number) => FakeAnswer<GrievanceCategoryWire>;

beforeEach(() => {
  signInAdmin();
  categories = [
    { id: 1, title: 'Garbage', daysToResolve: 1 },
    { id: 2, title: 'Roads', daysToResolve: 15 },
  ];
  holidays = [aHoliday({ id: 4, date: `${thisYear}-01-26`, name: 'Republic Day' })];
  daysAnswer = (id, days) => {
    const changed = {
      ...(categories.find((category) => category.id === id) as GrievanceCategoryWire),
      daysToResolve: days,
    };
    categories = categories.map((category) => (category.id === id ? changed : category));
    return changed;
  };
  api.answers({
    'GET /api/v2/admin/grievance-categories': () => categories,
    'PUT /api/v2/admin/grievance-categories/:id': (request) =>
      daysAnswer(
        Number(request.path.split('/').at(-1)),
        (request.json as { daysToResolve: number }).daysToResolve,
      ),
    'GET /api/v2/public/holidays': (request) =>
      holidays.filter(({ date }) => date.startsWith(request.url.searchParams.get('year') ?? '')),
  });
});

function renderSettings() {
  render(
    <MemoryRouter initialEntries={['/grievance-settings']}>
      <GrievanceSettingsPage />
    </MemoryRouter>,
    { wrapper: InQueryCache },
  );
  return screen.findByRole('table', { name: 'Grievance categories and their days to resolve' });
}

describe('the grievance settings', () => {
  describe('days to resolve', () => {
    it('lists each category with its days in a field of its own', async () => {
      const table = await renderSettings();
      expect(
        screen.getByRole('heading', { level: 1, name: 'Grievance Settings' }),
      ).toBeInTheDocument();
      expect(
        within(table).getByRole('spinbutton', { name: 'Days to resolve Garbage' }),
      ).toHaveValue(1);
      expect(within(table).getByRole('spinbutton', { name: 'Days to resolve Roads' })).toHaveValue(
        15,
      );
    });

    it('saves one row, as a whole number from 1 to 365', async () => {
      const table = await renderSettings();
      const roads = within(table).getByRole('spinbutton', { name: 'Days to resolve Roads' });
      await userEvent.clear(roads);
      await userEvent.type(roads, '400');
      const save = within(table).getByRole('button', { name: 'Save the days to resolve Roads' });
      await userEvent.click(save);
      expect(roads).toHaveFocus();
      expect(roads).toHaveAccessibleDescription(
        'Please enter a whole number of days from 1 to 365.',
      );
      expect(api.sentTo('PUT /api/v2/admin/grievance-categories/:id')).toHaveLength(0);

      await userEvent.clear(roads);
      await userEvent.type(roads, '10');
      expect(roads).not.toHaveAccessibleDescription();
      await userEvent.click(save);
      await expectPopup('Success', 'Roads is now due 10 working days after filing.');
      const [sent] = api.sentTo('PUT /api/v2/admin/grievance-categories/:id');
      expect(sent?.path).toBe('/api/v2/admin/grievance-categories/2');
      expect(sent?.json).toEqual({ daysToResolve: 10 });
      await waitFor(() => expect(roads).toHaveValue(10));
    });

    it("shows the API's refusal by the field", async () => {
      daysAnswer = () => failWith(400, { message: 'daysToResolve must be at most 365.' });
      const table = await renderSettings();
      const garbage = within(table).getByRole('spinbutton', { name: 'Days to resolve Garbage' });
      await userEvent.clear(garbage);
      await userEvent.type(garbage, '2{Enter}');
      await waitFor(() =>
        expect(garbage).toHaveAccessibleDescription('daysToResolve must be at most 365.'),
      );
    });
  });

  describe('holidays', () => {
    const holidaysRegion = () => within(screen.getByRole('region', { name: 'Holidays' }));

    it("lists this year's holidays and another year's when chosen", async () => {
      holidays.push(aHoliday({ id: 5, date: `${thisYear + 1}-08-15`, name: 'Independence Day' }));
      await renderSettings();
      const table = await holidaysRegion().findByRole('table', {
        name: `Holidays of ${thisYear}`,
      });
      expect(within(table).getByRole('cell', { name: `26/Jan/${thisYear}` })).toBeInTheDocument();
      expect(within(table).getByRole('cell', { name: 'Republic Day' })).toBeInTheDocument();
      await userEvent.selectOptions(
        holidaysRegion().getByRole('combobox', { name: 'Year' }),
        String(thisYear + 1),
      );
      expect(
        await holidaysRegion().findByRole('cell', { name: 'Independence Day' }),
      ).toBeInTheDocument();
      expect(api.sentTo('GET /api/v2/public/holidays').at(-1)?.url.search).toBe(
        `?year=${thisYear + 1}`,
      );
    });

    it('removes a holiday once confirmed', async () => {
      api.answer('DELETE /api/v2/admin/holidays/:id', () => {
        holidays = [];
        return { message: 'Removed.' };
      });
      await renderSettings();
      await userEvent.click(
        await holidaysRegion().findByRole('button', {
          name: `Remove the holiday Republic Day on 26/Jan/${thisYear}`,
        }),
      );
      const popup = await screen.findByRole('dialog', {}, { timeout: 3000 });
      expect(popup).toHaveTextContent('Remove this holiday?');
      await userEvent.click(within(popup).getByRole('button', { name: 'Remove' }));
      await expectPopup('Success', `The holiday Republic Day on 26/Jan/${thisYear} is removed.`);
      expect(api.sentTo('DELETE /api/v2/admin/holidays/:id')[0]?.path).toBe(
        '/api/v2/admin/holidays/4',
      );
      expect(
        await holidaysRegion().findByText(`No holidays in ${thisYear} yet.`),
      ).toBeInTheDocument();
    });

    it('adds a holiday: both fields required, and the API says a taken date by the date', async () => {
      await renderSettings();
      const form = within(holidaysRegion().getByRole('form', { name: 'Add a holiday' }));
      await userEvent.click(form.getByRole('button', { name: 'Add holiday' }));
      expect(form.getByLabelText(/^Date/)).toHaveFocus();
      expect(form.getByLabelText(/^Date/)).toHaveAccessibleDescription('Please choose a date.');
      expect(form.getByLabelText(/^Name/)).toHaveAccessibleDescription(
        "Please enter the holiday's name.",
      );
      expect(api.sentTo('POST /api/v2/admin/holidays')).toHaveLength(0);

      const taken = `${thisYear}-01-26 is already a holiday: Republic Day.`;
      api.answer('POST /api/v2/admin/holidays', failWith(409, { message: taken }));
      await userEvent.type(form.getByLabelText(/^Date/), `${thisYear}-01-26`);
      await userEvent.type(form.getByLabelText(/^Name/), 'Republic Day');
      await userEvent.click(form.getByRole('button', { name: 'Add holiday' }));
      await waitFor(() => expect(form.getByLabelText(/^Date/)).toHaveAccessibleDescription(taken));

      api.answer('POST /api/v2/admin/holidays', (request) => {
        const added = { id: 9, ...(request.json as { date: string; name: string }) };
        holidays.push(added);
        return created(added);
      });
      await userEvent.clear(form.getByLabelText(/^Date/));
      await userEvent.type(form.getByLabelText(/^Date/), `${thisYear}-03-14`);
      await userEvent.clear(form.getByLabelText(/^Name/));
      await userEvent.type(form.getByLabelText(/^Name/), ' Holi ');
      await userEvent.click(form.getByRole('button', { name: 'Add holiday' }));
      await expectPopup('Success', `Holi on 14/Mar/${thisYear} is a holiday now.`);
      expect(api.sentTo('POST /api/v2/admin/holidays').at(-1)?.json).toEqual({
        date: `${thisYear}-03-14`,
        name: 'Holi',
      });
      expect(await holidaysRegion().findByRole('cell', { name: 'Holi' })).toBeInTheDocument();
      expect(form.getByLabelText(/^Name/)).toHaveValue('');
    });
  });
});
