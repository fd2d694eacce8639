import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@council/api-fake';
import { setLanguage } from '@council/i18n';
import type * as I18nPackage from '@council/i18n';
import { LoginPage } from '../login/LoginPage';
import { PublicHeader } from '../layout/PublicHeader';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { renderAt } from '../testing/renderWithShell';

fakeApi({ otherCalls: 'empty list' });

describe("the shell's Hindi catalogues", () => {
  /** The shell at boot, then its lazily fetched parts in `order`; then Hindi is chosen. */
  async function hindiAfter(
    order: string[],
  ): Promise<ReturnType<typeof I18nPackage.i18n.getFixedT>> {
    let i18nPackage: typeof I18nPackage | undefined;
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports -- a fresh page load each time */
      i18nPackage = require('@council/i18n') as typeof I18nPackage;
      i18nPackage.initI18n();
      require('./registerShellTexts');
      for (const part of order) require(part);
      /* eslint-enable @typescript-eslint/no-require-imports */
    });
    if (!i18nPackage) throw new Error('no package');
    await i18nPackage.setLanguage('hi');
    return i18nPackage.i18n.getFixedT('hi', 'shell');
  }

  it.each([
    [['../account/i18n/registerAccountTexts', '../session/i18n/registerSessionTexts']],
    [['../session/i18n/registerSessionTexts', '../account/i18n/registerAccountTexts']],
  ])(
    'all come when Hindi is chosen, in whichever order the parts registered (%j)',
    async (order) => {
      const t = await hindiAfter(order);
      expect(t('account.register.title')).toBe('खाता बनाएँ');
      expect(t('account.login.forgotPassword')).toBe('पासवर्ड भूल गए?');
      expect(t('session.warning.stay')).toBe('लॉग इन बनाए रखें');
    },
  );
});

describe('the shell in Hindi', () => {
  beforeEach(() => act(() => setLanguage('hi')));
  afterAll(() => setLanguage('en'));

  it('has its header in Hindi: menu, search, ticker', async () => {
    renderAt('/home', <PublicHeader />, '*');
    const menu = screen.getByRole('navigation', { name: 'मुख्य मेनू' });
    for (const title of ['हमारे बारे में', 'निविदा', 'शिकायत', 'सेवाएँ', 'लॉग इन', 'संपर्क']) {
      expect(within(menu).getByRole('button', { name: title })).toBeInTheDocument();
    }
    await userEvent.click(within(menu).getByRole('button', { name: 'लॉग इन' }));
    expect(within(menu).getByRole('link', { name: 'नागरिक लॉग इन' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'खोजें' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'मुख्य समाचार' })).toBeInTheDocument();
  });

  it('signs in in Hindi, with its own messages', async () => {
    renderAt('/login', <LoginPage />);
    expect(screen.getByRole('heading', { name: 'लॉग इन' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
    expect(screen.getByText('ई-मेल आवश्यक है।')).toBeInTheDocument();
    expect(screen.getByText('पासवर्ड आवश्यक है।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toBeInTheDocument();
  });

  it('says a page is not found in Hindi', () => {
    renderAt('/nowhere', <NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'पृष्ठ नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मुखपृष्ठ पर वापस जाएँ' })).toBeInTheDocument();
  });
});
