import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aNotice, aStoredPdf, fakeApi, pageOf } from '@council/api-fake';
import { i18n, setLanguage } from '@council/i18n';
import { MemoryRouter } from '@council/router';
import { AddressBar, InQueryCache } from '@council/remote-harness/src/testing';
import { noticeSection } from '../council-documents/councilDocumentSections';
import { signInAdmin } from '../testing/adminTestSetup';
import { SectionEditor } from './SectionEditor';

// The notice editor as a clerk who reads Hindi sees it: the console's Hindi catalogue is a lazy
// chunk (registerAdminConsoleTexts), fetched when Hindi is chosen.

const api = fakeApi();

beforeEach(() => {
  signInAdmin();
  api.answers({
    'GET /api/v2/admin/notices': () =>
      pageOf([aNotice({ id: 3, title: 'Water supply', filePath: aStoredPdf('Water supply.pdf') })]),
    'POST /api/Admin/notice': () => aNotice({ id: 4, title: 'Budget' }),
  });
  jest.spyOn(window, 'confirm').mockReturnValue(false);
});

afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => setLanguage('en'));
});

function renderNotices() {
  render(
    <MemoryRouter initialEntries={['/editnotice']}>
      <SectionEditor section={noticeSection} />
      <AddressBar />
    </MemoryRouter>,
    { wrapper: InQueryCache },
  );
  return screen.findByRole('table');
}

describe('the notice editor in Hindi', () => {
  it('loads the Hindi texts only once Hindi is chosen', async () => {
    expect(i18n.hasResourceBundle('hi', 'admin-console')).toBe(false);
    await act(() => setLanguage('hi'));
    expect(i18n.hasResourceBundle('hi', 'admin-console')).toBe(true);
  });

  it('shows its heading, list, buttons and validation messages in Hindi', async () => {
    await act(() => setLanguage('hi'));
    const table = await renderNotices();
    expect(screen.getByRole('heading', { level: 1, name: 'सूचना' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'नई सूचना जोड़ें' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['कार्रवाई', 'शीर्षक', 'जारी करने की तिथि', 'प्रदर्शन की अंतिम तिथि', 'दस्तावेज़']);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    // The clerk's own content stays as it was written.
    expect(row).toHaveTextContent('Water supply');
    // Each button names its record, in the reader's words around the clerk's.
    expect(within(row).getByRole('button', { name: 'सूचना Water supply संपादित करें' })).toBeVisible();
    expect(
      within(row).getByRole('link', { name: 'Water supply डाउनलोड करें (PDF, 1.2 MB)' }),
    ).toBeVisible();

    await userEvent.click(within(row).getByRole('button', { name: 'सूचना Water supply हटाएँ' }));
    expect(window.confirm).toHaveBeenCalledWith(
      'क्या आप वाकई इस सूचना को हटाना चाहते हैं?\n\nWater supply',
    );

    expect(screen.getByRole('heading', { level: 2, name: 'नई सूचना जोड़ें' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'सूचना जोड़ें' }));
    const title = screen.getByLabelText('शीर्षक (अंग्रेज़ी) *');
    expect(title).toHaveFocus();
    expect(title).toHaveAccessibleDescription('शीर्षक भरना अनिवार्य है!');
    expect(screen.getByLabelText(/^संलग्न दस्तावेज़/)).toHaveAccessibleDescription(
      expect.stringContaining('दस्तावेज़ फ़ाइल संलग्न करना अनिवार्य है!'),
    );
    expect(
      within(screen.getByRole('alert'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['शीर्षक भरना अनिवार्य है!', 'दस्तावेज़ फ़ाइल संलग्न करना अनिवार्य है!']);
    expect(api.sentTo('POST /api/Admin/notice')).toHaveLength(0);
  });

  it('says a save succeeded in Hindi', async () => {
    await act(() => setLanguage('hi'));
    await renderNotices();
    await userEvent.type(screen.getByLabelText('शीर्षक (अंग्रेज़ी) *'), 'Budget');
    const pdf = new File(['%PDF-1.4'], 'budget.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText(/^संलग्न दस्तावेज़/), pdf);
    await userEvent.click(screen.getByRole('button', { name: 'सूचना जोड़ें' }));
    const popup = await screen.findByRole('dialog', {}, { timeout: 3000 });
    expect(popup.querySelector('.swal2-title')).toHaveTextContent('सफल');
    expect(popup.querySelector('.swal2-html-container')).toHaveTextContent(
      'सूचना सफलतापूर्वक जोड़ी गई!',
    );
    await userEvent.click(popup.querySelector('.swal2-confirm') as HTMLElement);
    await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull());
  });

  it('switches language in place, keeping what was typed', async () => {
    await renderNotices();
    const typed = screen.getByLabelText('Title *');
    await userEvent.type(typed, 'Budget');
    await act(() => setLanguage('hi'));
    expect(await screen.findByRole('heading', { level: 1, name: 'सूचना' })).toBeInTheDocument();
    expect(screen.getByLabelText('शीर्षक (अंग्रेज़ी) *')).toBe(typed);
    expect(typed).toHaveValue('Budget');
    await act(() => setLanguage('en'));
    await waitFor(() => expect(screen.getByLabelText('Title *')).toHaveValue('Budget'));
  });
});
