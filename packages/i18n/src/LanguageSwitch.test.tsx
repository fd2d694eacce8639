import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addCatalogue,
  initI18n,
  LanguageSwitch,
  languages,
  setLanguage,
  useTranslation,
} from './index';

// A third language for this test only, with its catalogues added up front.
const withTestLanguage = [...languages, { code: 'xx', label: 'Xxish', direction: 'ltr' as const }];

function Greeting() {
  const { t } = useTranslation('public-site');
  return <p>{t('welcome', { role: 'user' })}</p>;
}

beforeAll(() => {
  initI18n();
  addCatalogue('shell', 'en', { languageSwitch: { label: 'Language' } });
  addCatalogue('shell', 'xx', { languageSwitch: { label: 'Xxage' } });
  addCatalogue('public-site', 'en', { welcome: 'Welcome, {{role}}' });
  addCatalogue('public-site', 'xx', { welcome: 'Xxelcome, {{role}}' });
});

afterEach(() => setLanguage('en'));

describe('LanguageSwitch', () => {
  it("is a select named by the shell's text, listing the site's languages", () => {
    render(<LanguageSwitch />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
    expect(screen.getAllByRole('option')).toHaveLength(languages.length);
  });

  it('takes its accessible name from the text passed in', () => {
    render(<LanguageSwitch label="Choose language" />);
    expect(screen.getByRole('combobox', { name: 'Choose language' })).toBeInTheDocument();
  });

  it('switches every text, remembers the choice and sets <html lang>', async () => {
    render(
      <>
        <LanguageSwitch choices={withTestLanguage} />
        <Greeting />
      </>,
    );
    expect(screen.getByText('Welcome, user')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'xx');

    expect(screen.getByText('Xxelcome, user')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Xxage' })).toHaveValue('xx');
    expect(document.cookie).toContain('council-language=xx');
    expect(document.documentElement.lang).toBe('xx');
  });

  it('shows texts a remote adds after its screen rendered', () => {
    render(<Greeting />);
    act(() => addCatalogue('public-site', 'en', { welcome: 'Namaste, {{role}}' }));
    expect(screen.getByText('Namaste, user')).toBeInTheDocument();
  });
});
