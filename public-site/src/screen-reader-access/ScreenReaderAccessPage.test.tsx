import { act, screen, within } from '@testing-library/react';
import { setLanguage } from '@council/i18n';
import { renderScreen } from '../testing/renderScreen';
import ScreenReaderAccessPage from './ScreenReaderAccessPage';

/** The readers listed: each one's name, and what its list of facts says. */
function listedReaders(): Array<[string, string]> {
  const list = screen.getAllByRole('list')[0] as HTMLElement;
  return within(list)
    .getAllByRole('listitem')
    .map((item) => [
      within(item).getByRole('heading', { level: 3 }).textContent ?? '',
      item.querySelector('dl')?.textContent ?? '',
    ]);
}

describe('the Screen Reader Access page', () => {
  it('lists the free screen readers with their websites, and no sold one', () => {
    renderScreen(<ScreenReaderAccessPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Screen Reader Access');
    expect(screen.getByRole('heading', { level: 2, name: 'Free screen readers' })).toBeVisible();
    const readers = listedReaders();
    expect(readers.map(([name]) => name)).toEqual([
      'NVDA (NonVisual Desktop Access)',
      'Windows Narrator',
      'Orca',
      'VoiceOver',
      'TalkBack',
    ]);
    expect(readers[0]?.[1]).toBe(
      'Website: https://www.nvaccess.org' +
        'Works on: Windows computers; reads Hindi and English' +
        'Cost: Free download',
    );
    expect(readers[4]?.[1]).toContain('https://support.google.com/accessibility/android');
    expect(document.body).not.toHaveTextContent(/JAWS/);
    // Addresses as text: nothing on the page takes the reader off the site unasked.
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('says how the site is used from the keyboard, and where text size and contrast are', () => {
    renderScreen(<ScreenReaderAccessPage />);
    expect(screen.getByRole('heading', { name: 'Using the site with a keyboard' })).toBeVisible();
    expect(screen.getByText(/Skip to main content/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Text size and contrast' })).toBeVisible();
  });

  it('is in Hindi on a Hindi page, the makers’ names and addresses marked as English', async () => {
    renderScreen(<ScreenReaderAccessPage />);
    await act(() => setLanguage('hi'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('स्क्रीन रीडर एक्सेस');
    expect(screen.getByRole('heading', { name: 'TalkBack' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('https://orca.gnome.org')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('एंड्रॉइड फ़ोन और टैबलेट')).toBeInTheDocument();
    await act(() => setLanguage('en'));
  });
});
