import { act, screen, within } from '@testing-library/react';
import { fakeApi } from '@council/api-fake';
import { LAST_UPDATED_PARTS } from '@council/contract/paths';
import { setLanguage } from '@council/i18n';
import { councilFrom, DEMO_COUNCIL, setSiteConfig } from '@council/site-config';
import { renderAt } from '../testing/renderWithShell';
import { SITE_SCREENS } from '../testing/siteScreens';
import { PublicFooter } from './PublicFooter';

// The footer asks when the site last changed: unanswered (404) unless a test answers it.
const api = fakeApi();

describe('the public footer', () => {
  afterEach(() => act(() => setSiteConfig({ council: DEMO_COUNCIL, screens: SITE_SCREENS })));

  it('shows the address, email, toll-free number, copyright, credit, privacy link and sitemap', () => {
    renderAt('/home', <PublicFooter />);
    expect(screen.getByText(new RegExp(DEMO_COUNCIL.address))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: DEMO_COUNCIL.email })).toHaveAttribute(
      'href',
      `mailto:${DEMO_COUNCIL.email}`,
    );
    expect(screen.getByText(/Toll Free: 1800-889-6681/)).toBeInTheDocument();
    expect(
      screen.getByText(`© ${new Date().getFullYear()} ${DEMO_COUNCIL.name}. All rights reserved.`),
    ).toBeInTheDocument();
    expect(screen.getByText(/Designed and developed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacypolicy',
    );
    expect(screen.getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/sitemap');
  });

  it('groups the privacy policy and the seven other policy and help pages under Website Policies', () => {
    renderAt('/home', <PublicFooter />);
    const group = screen.getByRole('navigation', { name: 'Website Policies' });
    expect(within(group).getByRole('heading', { level: 2 })).toHaveTextContent('Website Policies');
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Privacy Policy', '/privacypolicy'],
      ['Copyright Policy', '/copyright-policy'],
      ['Hyperlinking Policy', '/hyperlinking-policy'],
      ['Terms of Use', '/terms-of-use'],
      ['Disclaimer', '/disclaimer'],
      ['Accessibility Statement', '/accessibility-statement'],
      ['Content Archival Policy', '/content-archival-policy'],
      ['Help', '/help'],
    ]);
    // The sitemap is no policy: it stays beside the credit.
    expect(within(group).queryByRole('link', { name: 'Sitemap' })).not.toBeInTheDocument();
  });

  it("says when the site's content last changed, below the copyright", async () => {
    api.answer('GET /api/v2/public/last-updated', {
      site: '2026-03-04T05:06:07.000Z',
      parts: Object.fromEntries(LAST_UPDATED_PARTS.map((part) => [part, null])) as Record<
        (typeof LAST_UPDATED_PARTS)[number],
        null
      >,
    });
    renderAt('/home', <PublicFooter />);
    const line = await screen.findByText('Site last updated on 04/Mar/2026');
    expect(line.closest('footer')).toBeInTheDocument();
    expect(screen.getByText(/All rights reserved/).compareDocumentPosition(line)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('follows the configured identity', () => {
    act(() =>
      setSiteConfig({
        council: { ...DEMO_COUNCIL, name: 'Rampur Nagar Parishad', tollFree: '1800-000-1111' },
      }),
    );
    renderAt('/home', <PublicFooter />);
    expect(screen.getByText(/Rampur Nagar Parishad. All rights reserved./)).toBeInTheDocument();
    expect(screen.getByText(/Toll Free: 1800-000-1111/)).toBeInTheDocument();
  });

  it('links the privacy page wherever its remote declares it in the footer group', () => {
    const moved = SITE_SCREENS.map((screen) =>
      screen.path === '/privacypolicy' ? { ...screen, path: '/privacy' } : screen,
    );
    act(() => setSiteConfig({ council: DEMO_COUNCIL, screens: moved }));
    renderAt('/home', <PublicFooter />);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('links no page the remote does not place in the footer group', () => {
    const unplaced = SITE_SCREENS.map((screen) =>
      screen.path === '/privacypolicy'
        ? { ...screen, menu: { group: 'aboutUs', order: 80 } }
        : screen,
    );
    act(() => setSiteConfig({ council: DEMO_COUNCIL, screens: unplaced }));
    renderAt('/home', <PublicFooter />);
    expect(screen.getByText(/Designed and developed/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Privacy Policy' })).not.toBeInTheDocument();
  });

  it('shows no empty group when no screen is placed in the footer', () => {
    const none = SITE_SCREENS.map(({ menu: _menu, ...screen }) => screen);
    act(() => setSiteConfig({ council: DEMO_COUNCIL, screens: none }));
    renderAt('/home', <PublicFooter />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByText('Website Policies')).not.toBeInTheDocument();
  });
});

describe('the public footer in Hindi', () => {
  beforeAll(() => setLanguage('hi'));
  afterAll(() => setLanguage('en'));
  afterEach(() => act(() => setSiteConfig({ council: DEMO_COUNCIL, screens: SITE_SCREENS })));

  it('names the Website Policies group and its pages in Hindi', () => {
    renderAt('/home', <PublicFooter />);
    const group = screen.getByRole('navigation', { name: 'वेबसाइट नीतियाँ' });
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'गोपनीयता नीति',
      'कॉपीराइट नीति',
      'हाइपरलिंकिंग नीति',
      'उपयोग की शर्तें',
      'अस्वीकरण',
      'सुगम्यता वक्तव्य',
      'सामग्री संग्रह नीति',
      'सहायता',
    ]);
  });

  it("gives the council's Hindi address and name", () => {
    renderAt('/home', <PublicFooter />);
    expect(screen.getByText(DEMO_COUNCIL.addressHindi)).not.toHaveAttribute('lang');
    expect(
      screen.getByText(
        `© ${new Date().getFullYear()} ${DEMO_COUNCIL.nameHindi}। सर्वाधिकार सुरक्षित।`,
      ),
    ).toBeInTheDocument();
  });

  it('gives the English ones, marked as English, where the council has no Hindi', () => {
    act(() =>
      setSiteConfig({
        council: councilFrom({ name: 'Rampur Nagar Parishad', address: 'Main Road, Rampur' }),
      }),
    );
    renderAt('/home', <PublicFooter />);
    expect(screen.getByText('Main Road, Rampur')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Rampur Nagar Parishad')).toHaveAttribute('lang', 'en');
    expect(screen.getByText(/सर्वाधिकार सुरक्षित/)).toHaveTextContent(
      `© ${new Date().getFullYear()} Rampur Nagar Parishad। सर्वाधिकार सुरक्षित।`,
    );
  });
});
