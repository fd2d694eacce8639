import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failWith, fakeApi, type SentRequest } from '@council/api-fake';
import type { PolicyPageWire } from '@council/contract';
import { setLanguage } from '@council/i18n';
import { MemoryRouter } from '@council/router';
import { InQueryCache } from '@council/remote-harness/src/testing';
import { expectPopup } from '@council/ui/src/popups/testing/expectPopup';
import { signInAdmin } from '../testing/adminTestSetup';
import PolicyEditorPage from './PolicyEditorPage';

const KEYS = [
  'copyright-policy',
  'hyperlinking-policy',
  'terms-of-use',
  'disclaimer',
  'accessibility-statement',
  'content-archival-policy',
  'help',
] as const;

const defaultOf = (key: (typeof KEYS)[number]): PolicyPageWire => ({
  key,
  title: key === 'disclaimer' ? 'Disclaimer' : `Page ${key}`,
  body: `Default text of ${key}.`,
  titleHindi: `हिन्दी ${key}`,
  bodyHindi: `${key} का डिफ़ॉल्ट पाठ।`,
  edited: false,
  updatedAt: null,
});

let pages: PolicyPageWire[] = [];
const api = fakeApi();

function saved(request: SentRequest) {
  const key = /policies\/([a-z-]+)/.exec(request.path)?.[1];
  const body = request.json as Pick<PolicyPageWire, 'title' | 'body' | 'titleHindi' | 'bodyHindi'>;
  pages = pages.map((page) =>
    page.key === key
      ? { ...page, ...body, edited: true, updatedAt: '2026-03-05T10:00:00.000Z' }
      : page,
  );
  return pages.find((page) => page.key === key);
}

function reset(request: SentRequest) {
  const key = /policies\/([a-z-]+)\/reset/.exec(request.path)?.[1] as (typeof KEYS)[number];
  pages = pages.map((page) => (page.key === key ? defaultOf(key) : page));
  return defaultOf(key);
}

beforeEach(() => {
  signInAdmin();
  pages = KEYS.map(defaultOf);
  api.answers({
    'GET /api/v2/admin/policies': () => pages,
    'PUT /api/v2/admin/policies/:key': saved,
    'POST /api/v2/admin/policies/:key/reset': reset,
  } as never);
});

async function renderEditor() {
  render(
    <MemoryRouter initialEntries={['/editpolicies']}>
      <PolicyEditorPage />
    </MemoryRouter>,
    { wrapper: InQueryCache },
  );
  const table = await screen.findByRole('table', { name: 'Website policy and help pages' });
  await within(table).findByText('Disclaimer');
  return table;
}

const rowOf = (table: HTMLElement, title: string) =>
  within(table).getByText(title).closest('tr') as HTMLElement;

describe('the website policies editor', () => {
  it('lists the seven pages with their addresses and whether they show the default text', async () => {
    const table = await renderEditor();
    expect(screen.getByRole('heading', { level: 1, name: 'Website Policies' })).toBeVisible();
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(within(rowOf(table, 'Disclaimer')).getByText('/disclaimer')).toBeVisible();
    expect(within(table).getAllByText('Default text')).toHaveLength(7);
    // No Create New and no Delete: the pages are fixed.
    expect(screen.queryByRole('button', { name: /Create|Delete/ })).not.toBeInTheDocument();
  });

  it("edits a page's texts in English and Hindi and saves them", async () => {
    const table = await renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Disclaimer' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'Edit: Disclaimer' });
    expect(heading).toHaveFocus();
    const body = screen.getByLabelText(/^Text of the page \*?$/);
    expect(body).toHaveValue('Default text of disclaimer.');
    expect(body).toHaveAttribute('lang', 'en');
    expect(screen.getByLabelText(/Text of the page \(Hindi\)/)).toHaveAttribute('lang', 'hi');
    await userEvent.clear(body);
    await userEvent.type(body, 'Our own disclaimer.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectPopup('Success', 'The page is saved. The public page shows it now.');
    expect(api.sent.find((request) => request.method === 'PUT')?.json).toEqual({
      title: 'Disclaimer',
      body: 'Our own disclaimer.',
      titleHindi: 'हिन्दी disclaimer',
      bodyHindi: 'disclaimer का डिफ़ॉल्ट पाठ।',
    });
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf(table, 'Disclaimer')).getByText('Edited on 05/Mar/2026')).toBeVisible(),
    );
  });

  it('says what to fix before sending anything', async () => {
    await renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Disclaimer' }));
    await userEvent.clear(screen.getByLabelText(/^Title \*?$/));
    await userEvent.clear(screen.getByLabelText('Title (Hindi)'));
    await userEvent.type(screen.getByLabelText(/^Text of the page \*?$/), ' <b>bold</b>');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Please enter the title of the page.',
      'HTML tags are not allowed: write plain text.',
      'Give the Hindi title and the Hindi text together, or leave both empty.',
    ]);
    expect(screen.getByLabelText(/^Title \*?$/)).toHaveFocus();
    expect(api.sent.some((request) => request.method === 'PUT')).toBe(false);
  });

  it("shows the API's refusal", async () => {
    api.answer(
      'PUT /api/v2/admin/policies/:key' as never,
      failWith(403, { message: 'Not yours.' }),
    );
    await renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Disclaimer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expectPopup('Error', 'Not yours.');
  });

  it('goes back to the default text of an edited page, once confirmed', async () => {
    pages = pages.map((page) =>
      page.key === 'disclaimer'
        ? { ...page, body: 'Edited.', edited: true, updatedAt: '2026-03-05T10:00:00.000Z' }
        : page,
    );
    const table = await renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Page help' }));
    // A page at its default has nothing to go back to.
    expect(screen.queryByRole('button', { name: 'Go back to the default text' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Disclaimer' }));
    expect(screen.getByLabelText(/^Text of the page \*?$/)).toHaveValue('Edited.');
    await userEvent.click(screen.getByRole('button', { name: 'Go back to the default text' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Go back to the default text?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, go back' }));
    await expectPopup('Success', 'The page shows its default text again.');
    expect(api.sent.at(-2)?.path).toBe('/api/v2/admin/policies/disclaimer/reset');
    await waitFor(() => expect(within(table).getAllByText('Default text')).toHaveLength(7));
  });
});

describe('the website policies editor in Hindi', () => {
  beforeAll(() => setLanguage('hi'));
  afterAll(() => setLanguage('en'));

  it('names its columns and buttons in Hindi', async () => {
    render(
      <MemoryRouter initialEntries={['/editpolicies']}>
        <PolicyEditorPage />
      </MemoryRouter>,
      { wrapper: InQueryCache },
    );
    const table = await screen.findByRole('table', { name: 'वेबसाइट नीति और सहायता पृष्ठ' });
    await within(table).findByText('हिन्दी disclaimer');
    expect(within(table).getAllByText('डिफ़ॉल्ट पाठ')).toHaveLength(7);
    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी disclaimer संपादित करें' }));
    expect(screen.getByRole('button', { name: 'सहेजें' })).toBeVisible();
  });
});
