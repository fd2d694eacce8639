import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@council/i18n';
import { councilFrom, DEMO_COUNCIL, setSiteConfig } from '@council/site-config';
import { aSearchHit, failWith, fakeApi } from '@council/api-fake';
import { CurrentPath, renderAt } from '../testing/renderWithShell';
import { PublicHeader } from './PublicHeader';

const api = fakeApi({ otherCalls: 'empty list' });

const renderHeader = (path = '/home') =>
  renderAt(
    path,
    <>
      <PublicHeader />
      <CurrentPath />
    </>,
    '*',
  );

describe('the public header', () => {
  afterEach(() => {
    act(() => setSiteConfig({ council: DEMO_COUNCIL }));
    jest.useRealTimers();
  });

  it("shows the council's identity from configuration, not from code", () => {
    act(() =>
      setSiteConfig({
        council: {
          ...DEMO_COUNCIL,
          name: 'Rampur Nagar Parishad',
          nameHindi: 'रामपुर नगर परिषद',
          email: 'info@rampur.example.in',
          tollFree: '1800-000-1111',
          socialLinks: [{ network: 'facebook', url: 'https://facebook.example/rampur' }],
          gpsTracingUrl: 'https://gps.example.in',
        },
      }),
    );
    renderHeader();
    expect(screen.getByRole('link', { name: /Rampur Nagar Parishad/ })).toHaveAttribute(
      'href',
      '/home',
    );
    expect(screen.getByText('रामपुर नगर परिषद')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email: info@rampur.example.in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Toll Free: 1800-000-1111' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Facebook (opens another website in a new window)' }),
    ).toHaveAttribute('href', 'https://facebook.example/rampur');
    fireEvent.click(screen.getByRole('button', { name: 'Services' }));
    expect(screen.getByRole('link', { name: /GPS tracing of vehicles/ })).toHaveAttribute(
      'href',
      'https://gps.example.in',
    );
  });

  it('has the whole menu, each dropdown opening and closing by keyboard', async () => {
    renderHeader();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const buttons = within(menu)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual([
      'About Us',
      'Tenders',
      'Documents',
      'Grievance',
      'Services',
      'Gallery',
      'Login',
      'Contacts',
    ]);
    const about = screen.getByRole('button', { name: 'About Us' });
    about.focus();
    await userEvent.keyboard('{Enter}');
    expect(about).toHaveAttribute('aria-expanded', 'true');
    const entries = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(entries).toEqual([
      'Home',
      'About',
      'Standing committee members',
      'Ward Parsad',
      'EO List',
      'Chairman List',
      'Employee List',
      'list of Holiday',
      'Privacy Policy',
    ]);
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    expect(about).toHaveAttribute('aria-expanded', 'false');
    expect(about).toHaveFocus();
  });

  it('goes to the chosen page and closes the menu', async () => {
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Documents' }));
    await userEvent.click(screen.getByRole('link', { name: 'Circulars' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/circulars');
    expect(screen.getByRole('button', { name: 'Documents' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('offers only entries that lead somewhere: one panel open at a time, the RTI link', async () => {
    renderHeader();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    // No Downloads mega-menu while no screen is placed in it, no entry still to come.
    expect(within(menu).queryByRole('button', { name: 'Downloads' })).not.toBeInTheDocument();
    expect(within(menu).queryByText(/coming soon/i)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Services' }));
    expect(within(menu).queryByRole('link', { name: 'View Property Tax' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Grievance' }));
    expect(screen.getByRole('button', { name: 'Services' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('link', { name: /RTI Online/ })).toHaveAttribute(
      'href',
      'https://rtionline.gov.in/',
    );
  });

  it('asks before leaving for the RTI site, and Cancel or Escape keep the menu as it was', async () => {
    renderHeader();
    const grievance = screen.getByRole('button', { name: 'Grievance' });
    await userEvent.click(grievance);
    const rti = screen.getByRole('link', {
      name: 'RTI Online (opens another website in a new window)',
    });
    await userEvent.click(rti);
    await screen.findByRole('dialog', { name: 'You are leaving this website' });
    // A click in the dialog is not one outside the menu: its panel stays open.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(grievance).toHaveAttribute('aria-expanded', 'true');
    expect(rti).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'You are leaving this website' });
    // Escape closes the dialog only (jsdom's dialog does not send 'cancel' itself).
    await userEvent.keyboard('{Escape}');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(grievance).toHaveAttribute('aria-expanded', 'true');
    expect(rti).toHaveFocus();
    // The next Escape closes the menu's panel, as before.
    await userEvent.keyboard('{Escape}');
    expect(grievance).toHaveAttribute('aria-expanded', 'false');
    expect(grievance).toHaveFocus();
  });

  it('opens the folded menu from the bar, with the contacts and language switch, and closes it on a choice', async () => {
    renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByLabelText('Language')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('shell-menu-drawer')).toHaveClass('shell-menu-expanded');
    expect(within(menu).getByLabelText('Language')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Toll Free: 1800-889-6681' })).toHaveAttribute(
      'href',
      'tel:18008896681',
    );
    await userEvent.click(within(menu).getByRole('button', { name: 'Tenders' }));
    await userEvent.click(within(menu).getByRole('link', { name: 'Past Tenders' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/pasttender');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('advances the ticker every 5000 ms and pauses it on hover and focus', () => {
    jest.useFakeTimers();
    renderHeader();
    const ticker = screen.getByRole('region', { name: 'Breaking news' });
    const headline = () => within(ticker).getByRole('link').textContent;
    const first = headline();
    act(() => jest.advanceTimersByTime(4999));
    expect(headline()).toBe(first);
    act(() => jest.advanceTimersByTime(1));
    const second = headline();
    expect(second).not.toBe(first);
    fireEvent.mouseEnter(ticker);
    act(() => jest.advanceTimersByTime(20000));
    expect(headline()).toBe(second);
    fireEvent.mouseLeave(ticker);
    fireEvent.focus(within(ticker).getByRole('link'));
    act(() => jest.advanceTimersByTime(20000));
    expect(headline()).toBe(second);
    fireEvent.blur(within(ticker).getByRole('link'));
    act(() => jest.advanceTimersByTime(5000));
    expect(headline()).not.toBe(second);
  });

  it('searches pages by name and published items through the API', async () => {
    api.answer('GET /api/Public/search', [
      aSearchHit({ kind: 'tender', id: 9, title: 'Water tank repair' }),
      aSearchHit({ kind: 'notice', id: 3, title: 'Water supply cut' }),
    ]);
    renderHeader();
    const opener = screen.getByRole('button', { name: /Search/ });
    await userEvent.click(opener);
    // The dialog is fetched on first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Search the site' });
    await userEvent.type(within(dialog).getByLabelText('Words to search for'), 'tender{Enter}');
    expect(await within(dialog).findByText('4 results for "tender".')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Current Tenders' })).toHaveAttribute(
      'href',
      '/currenttender',
    );
    expect(within(dialog).getByRole('link', { name: 'Water tank repair' })).toHaveAttribute(
      'href',
      '/tender-details?id=9',
    );
    // A published item opens its own page.
    expect(within(dialog).getByRole('link', { name: 'Water supply cut' })).toHaveAttribute(
      'href',
      '/notice-details?id=3',
    );
    await userEvent.click(within(dialog).getByRole('link', { name: 'Water supply cut' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/notice-details$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('still finds pages when the API has no search', async () => {
    api.answer('GET /api/Public/search', failWith(404, null));
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: /Search/ }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(
      within(dialog).getByLabelText('Words to search for'),
      'photo gallery{Enter}',
    );
    expect(await within(dialog).findByText('1 result for "photo gallery".')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Words to search for'), 'zzz{Enter}');
    expect(
      await within(dialog).findByText('Nothing found for "photo galleryzzz".'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('finds the sitemap by name', async () => {
    api.answer('GET /api/Public/search', []);
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: /Search/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Words to search for'), 'sitemap{Enter}');
    expect(await within(dialog).findByRole('link', { name: 'Sitemap' })).toHaveAttribute(
      'href',
      '/sitemap',
    );
  });
});

describe('the public header in Hindi', () => {
  beforeAll(() => setLanguage('hi'));
  afterAll(() => setLanguage('en'));
  afterEach(() => act(() => setSiteConfig({ council: DEMO_COUNCIL })));

  it('names the council in Hindi, its English name under it marked as English, and its state in Hindi', () => {
    renderHeader();
    const brand = screen.getByRole('link', { name: new RegExp(`^${DEMO_COUNCIL.nameHindi}`) });
    expect(brand).toHaveAttribute('href', '/home');
    expect(within(brand).getByText(DEMO_COUNCIL.nameHindi)).not.toHaveAttribute('lang');
    expect(within(brand).getByText(DEMO_COUNCIL.name)).toHaveAttribute('lang', 'en');
    expect(screen.getAllByRole('link', { name: 'बिहार, भारत: हमारा पता' })[0]).toHaveAttribute(
      'href',
      '/contactus',
    );
  });

  it('names a council without a Hindi name in English, marked, with no second line', () => {
    act(() =>
      setSiteConfig({ council: councilFrom({ name: 'Rampur Nagar Parishad', state: 'Bihar' }) }),
    );
    renderHeader();
    const brand = screen.getByRole('link', { name: 'Rampur Nagar Parishad' });
    expect(within(brand).getByText('Rampur Nagar Parishad')).toHaveAttribute('lang', 'en');
    expect(brand.querySelector('.shell-brand-other')).toBeNull();
    // The state is configured in English only: marked so inside the Hindi sentence.
    const [findUs] = screen.getAllByText(
      (_, element) => element?.textContent === 'Bihar, भारत: हमारा पता' && element.tagName === 'A',
    );
    expect(within(findUs as HTMLElement).getByText('Bihar')).toHaveAttribute('lang', 'en');
  });

  it('titles the search hits in Hindi where the clerk wrote them, else in English marked as English', async () => {
    api.answer('GET /api/Public/search', [
      aSearchHit({
        kind: 'tender',
        id: 9,
        title: 'Water tank repair',
        titleHindi: 'पानी की टंकी की मरम्मत',
      }),
      aSearchHit({ kind: 'notice', id: 3, title: 'Water supply cut' }),
    ]);
    renderHeader();
    await userEvent.click(screen.getByRole('button', { name: 'खोजें' }));
    const dialog = await screen.findByRole('dialog', { name: 'साइट में खोजें' });
    await userEvent.type(within(dialog).getByLabelText('खोजने के लिए शब्द'), 'water{Enter}');
    expect(
      await within(dialog).findByRole('link', { name: 'पानी की टंकी की मरम्मत' }),
    ).toHaveAttribute('href', '/tender-details?id=9');
    expect(within(dialog).getByText('Water supply cut')).toHaveAttribute('lang', 'en');
  });
});
