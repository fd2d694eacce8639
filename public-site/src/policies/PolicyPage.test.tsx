import { act, screen } from '@testing-library/react';
import { fakeApi, failWith } from '@council/api-fake';
import { setLanguage } from '@council/i18n';
import { lastUpdatedAnswer } from '../testing/lastUpdatedAnswer';
import { renderScreen } from '../testing/renderScreen';
import PolicyPageScreen from './PolicyPage';

const api = fakeApi();

const DISCLAIMER = {
  key: 'disclaimer',
  title: 'Disclaimer',
  body: 'Intro <b>not bold</b>.\n\n## Documents\n- Orders as issued prevail.\n- See [Feedback](/feedback) or [Bihar](https://state.bihar.gov.in/).',
  titleHindi: 'अस्वीकरण',
  bodyHindi: 'परिचय।\n\n## दस्तावेज़\n- जारी आदेश ही मान्य हैं।',
  edited: true,
  updatedAt: '2026-03-05T10:00:00.000Z',
};

function answerWith(page: object) {
  api.answer('GET /api/v2/public/policies/:key' as never, page as never);
  api.answer(
    'GET /api/v2/public/last-updated',
    lastUpdatedAnswer('2026-03-09T00:00:00.000Z', { policies: '2026-03-05T10:00:00.000Z' }),
  );
}

describe('a website policy page', () => {
  it("shows the page's title and text from the API, as text, with its links and last update", async () => {
    answerWith(DISCLAIMER);
    renderScreen(<PolicyPageScreen page="disclaimer" />);
    expect(await screen.findByText('Intro <b>not bold</b>.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Disclaimer' })).toBeVisible();
    expect(api.sentAddresses()).toContain('/api/v2/public/policies/disclaimer');
    expect(screen.getByRole('heading', { level: 2, name: 'Documents' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/feedback');
    // Another website says so, and opens a new window.
    expect(screen.getByRole('link', { name: /^Bihar/ })).toHaveAttribute(
      'href',
      'https://state.bihar.gov.in/',
    );
    expect(await screen.findByText('Last updated on 05/Mar/2026')).toBeVisible();
  });

  it("says so when the page cannot be loaded, under the page's name", async () => {
    api.answer('GET /api/v2/public/policies/:key' as never, failWith(503, { message: 'x' }));
    renderScreen(<PolicyPageScreen page="help" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded.');
  });
});

describe('a website policy page in Hindi', () => {
  beforeAll(() => act(() => setLanguage('hi')));
  afterAll(() => act(() => setLanguage('en')));

  it('shows the Hindi title and text', async () => {
    answerWith(DISCLAIMER);
    renderScreen(<PolicyPageScreen page="disclaimer" />);
    expect(await screen.findByText('जारी आदेश ही मान्य हैं।')).toBeVisible();
    const title = screen.getByRole('heading', { level: 1, name: 'अस्वीकरण' });
    expect(title).not.toHaveAttribute('lang');
    expect(screen.queryByText(/Orders as issued/)).not.toBeInTheDocument();
  });

  it('shows the English, marked as English, where the page has no Hindi', async () => {
    answerWith({ ...DISCLAIMER, titleHindi: '', bodyHindi: '' });
    renderScreen(<PolicyPageScreen page="disclaimer" />);
    const text = await screen.findByText('Orders as issued prevail.');
    const title = screen.getByRole('heading', { level: 1, name: 'Disclaimer' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(text.closest('[lang]')).toHaveAttribute('lang', 'en');
  });
});
