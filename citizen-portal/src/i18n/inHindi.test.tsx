import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, initI18n, setLanguage } from '@council/i18n';
import { MemoryRouter } from '@council/router';
import {
  aCitizenComplaint,
  aComplaint,
  aGrievance,
  aWard,
  created,
  fakeApi,
  pageOf,
} from '@council/api-fake';
import { InQueryCache } from '@council/remote-harness/src/testing';
import '@council/ui/src/testing/browserGaps';
import { signInCitizen } from '../testing/signInCitizen';
import ComplaintsPage from '../complaints/ComplaintsPage';

initI18n();
// Filling in the form keystroke by keystroke takes seconds on a busy machine.
jest.setTimeout(20_000);
const api = fakeApi();
beforeEach(signInCitizen);

function renderPage(at: string) {
  render(
    <MemoryRouter initialEntries={[at]}>
      <ComplaintsPage />
    </MemoryRouter>,
    { wrapper: InQueryCache },
  );
}

describe('the citizen portal in Hindi', () => {
  beforeAll(async () => {
    expect(i18n.hasResourceBundle('hi', 'citizen-portal')).toBe(false);
    await setLanguage('hi');
  });
  afterAll(() => setLanguage('en'));

  beforeEach(() =>
    api.answers({
      'GET /api/User/grievance': [aGrievance({ id: 3, grievanceTitle: 'जाम नाली' })],
      'GET /api/User/ward': [aWard({ id: 7, wardNumber: '12' })],
      'GET /api/v2/public/grievance-categories': [{ id: 3, title: 'जाम नाली', daysToResolve: 1 }],
      'GET /api/v2/user/complaints': pageOf([]),
    }),
  );
  // sweetalert2 and the dialogs leave their containers in the body between tests.
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('labels the complaint form and says what is missing in Hindi', async () => {
    renderPage('/inquiry?add=1');
    const form = screen.getByRole('form', { name: 'शिकायत दर्ज करें' });
    const grievance = within(form).getByRole('combobox', { name: 'शिकायत का प्रकार' });
    expect(within(form).getByRole('group', { name: 'समस्या कहाँ है?' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^निकटवर्ती स्थान/ })).toBeRequired();
    expect(await within(form).findByRole('option', { name: 'वार्ड 12' })).toBeInTheDocument();
    // The council's ULB and district are the API's lookups, in English: marked so.
    const goesTo = within(form).getByText(/^आपकी शिकायत/);
    expect(goesTo).toHaveTextContent(
      'आपकी शिकायत Nagar Parishad Sundarpur (demo), जिला Patna को भेजी जाएगी।',
    );
    expect(within(goesTo).getByText('Patna')).toHaveAttribute('lang', 'en');

    await userEvent.click(within(form).getByRole('button', { name: 'जमा करें' }));
    expect(grievance).toHaveFocus();
    expect(grievance).toHaveAccessibleDescription('कृपया शिकायत का प्रकार चुनें।');
    expect(api.sentTo('POST /api/User/add-complaint')).toHaveLength(0);
  });

  it('files a complaint and confirms it in Hindi', async () => {
    api.answer('POST /api/User/add-complaint', created(aComplaint({ number: 'SNP/2026/000050' })));
    renderPage('/inquiry?add=1');
    const form = screen.getByRole('form', { name: 'शिकायत दर्ज करें' });
    const field = (name: string | RegExp) => within(form).getByLabelText(name);
    await within(form).findByRole('option', { name: 'जाम नाली' });
    await within(form).findByRole('option', { name: 'वार्ड 12' });
    await userEvent.selectOptions(field(/^शिकायत का प्रकार/), 'जाम नाली');
    await userEvent.type(field(/^क्या समस्या है\?/), 'एक सप्ताह से नाली जाम है');
    await userEvent.selectOptions(field(/^वार्ड/), 'वार्ड 12');
    await userEvent.type(field(/^निकटवर्ती स्थान/), 'विद्यालय के पास');
    await userEvent.click(within(form).getByRole('button', { name: 'जमा करें' }));

    const confirmation = await screen.findByRole('dialog', {
      name: 'शिकायत सफलतापूर्वक दर्ज हो गई!',
    });
    expect(confirmation).toHaveTextContent(
      'आपकी शिकायत संख्या SNP/2026/000050 है। शिकायत की स्थिति जानने के लिए इसे सँभालकर रखें।',
    );
    expect(confirmation).toHaveTextContent(
      '“जाम नाली” प्रकार की शिकायतों का निराकरण दर्ज होने के 1 कार्य दिवस के भीतर किया जाना है।',
    );
    expect(
      within(confirmation).getByRole('link', { name: 'शिकायत SNP/2026/000050 की स्थिति जानें' }),
    ).toBeInTheDocument();
    expect(within(confirmation).getByRole('button', { name: 'ठीक है' })).toBeInTheDocument();
  });

  it("shows a complaint's own page, whose texts come with its code, in Hindi", async () => {
    api.answer(
      'GET /api/v2/user/complaints/:id',
      aCitizenComplaint({ id: 123, number: 'SNP/2026/000123' }),
    );
    renderPage('/inquiry?complaint=123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'शिकायत SNP/2026/000123' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'आपने क्या लिखा' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सभी शिकायतों पर वापस जाएँ' })).toBeInTheDocument();
  });
});
