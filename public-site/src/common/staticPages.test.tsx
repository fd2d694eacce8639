import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@council/i18n';
import { councilFrom, DEMO_COUNCIL, setSiteConfig } from '@council/site-config';
import ComingSoonPage from '../coming-soon/ComingSoonPage';
import ContactUsPage from '../contact/ContactUsPage';
import PrivacyPolicyPage from '../privacy/PrivacyPolicyPage';
import { renderScreen } from '../testing/renderScreen';
import TradeLicencePage from '../trade-licence/TradeLicencePage';

// Screens with no call: nothing loads, fails or is empty; they show what SPEC.md lists.
describe('the screens without calls', () => {
  afterEach(() => act(() => setSiteConfig({ council: DEMO_COUNCIL })));

  it('privacy policy: twelve parts naming the council', () => {
    renderScreen(<PrivacyPolicyPage />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(12);
    expect(screen.getByText(new RegExp(`^${DEMO_COUNCIL.name} respects`))).toBeInTheDocument();
  });

  it('contact: the form, the identity from configuration, and the map only when configured', async () => {
    renderScreen(<ContactUsPage />);
    // By accessible name: the required fields' visible star is hidden from screen readers.
    for (const name of ['Name', 'Email', 'Phone', 'Project', 'Subject', 'Message']) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
    expect(screen.getByText(DEMO_COUNCIL.address)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: DEMO_COUNCIL.tollFree })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Open the map/ })).not.toBeInTheDocument();
    // An empty form is not sent: what is missing is listed (the form's own tests send one).
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your name.');
  });

  it('contact: shows the configured map', () => {
    act(() =>
      setSiteConfig({
        council: {
          ...DEMO_COUNCIL,
          name: 'Rampur Nagar Parishad',
          mapEmbedUrl: 'https://maps.example/embed',
          mapLink: 'https://maps.example/place/rampur',
        },
      }),
    );
    renderScreen(<ContactUsPage />);
    expect(screen.getByTitle('Map of Rampur Nagar Parishad')).toHaveAttribute(
      'src',
      'https://maps.example/embed',
    );
    // The map's own site: another website, said so.
    expect(
      screen.getByRole('link', {
        name: 'Open the map in a larger view (opens another website in a new window)',
      }),
    ).toHaveAttribute('href', 'https://maps.example/place/rampur');
  });

  it('trade licence: four parts, every field, the required ones marked', () => {
    renderScreen(<TradeLicencePage />);
    expect(
      screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Trade Details', 'Trade Unit Details', 'Trade Location Details', 'Owner Details']);
    const required = [...document.querySelectorAll('[required]')].map((field) =>
      field.getAttribute('name'),
    );
    expect(required).toEqual([
      'financialYear',
      'licenceType',
      'tradeName',
      'structureType',
      'structureSubType',
      'commencementDate',
      'operationArea',
      'tradeCategory',
      'tradeType',
      'cantonment',
      'doorNo',
      'ownerName',
      'guardianName',
      'relationship',
      'gender',
      'dateOfBirth',
      'address',
    ]);
    expect(document.querySelectorAll('input, select, textarea')).toHaveLength(28);
    expect(screen.getByRole('option', { name: '2024-2025' })).toBeInTheDocument();
  });

  it('placeholders: their heading and a way back', () => {
    renderScreen(<ComingSoonPage screen="videoGallery" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Video Gallery' })).toBeInTheDocument();
    expect(
      screen.getByText('This service is coming soon. Please check back later.'),
    ).toBeInTheDocument();
  });
});

describe("the council's identity on the screens without calls, in Hindi", () => {
  beforeAll(() => setLanguage('hi'));
  afterAll(() => setLanguage('en'));
  afterEach(() => act(() => setSiteConfig({ council: DEMO_COUNCIL })));

  it('privacy policy and contact: the Hindi name and address', () => {
    const { unmount } = renderScreen(<PrivacyPolicyPage />);
    expect(
      screen.getByText(new RegExp(`^${DEMO_COUNCIL.nameHindi} इस वेबसाइट`)),
    ).toBeInTheDocument();
    expect(screen.getByText(new RegExp(DEMO_COUNCIL.addressHindi))).toBeInTheDocument();
    unmount();
    renderScreen(<ContactUsPage />);
    expect(screen.getByText(DEMO_COUNCIL.addressHindi)).toBeInTheDocument();
  });

  it('privacy policy and contact: the English name and address, marked, where there is no Hindi', () => {
    act(() =>
      setSiteConfig({
        council: councilFrom({ name: 'Rampur Nagar Parishad', address: 'Main Road, Rampur' }),
      }),
    );
    const { unmount } = renderScreen(<PrivacyPolicyPage />);
    expect(screen.getByText('Rampur Nagar Parishad')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Main Road, Rampur')).toHaveAttribute('lang', 'en');
    unmount();
    renderScreen(<ContactUsPage />);
    expect(screen.getByText('Main Road, Rampur')).toHaveAttribute('lang', 'en');
  });
});
