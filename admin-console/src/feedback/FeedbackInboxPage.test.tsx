import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failWith, fakeApi, type SentRequest } from '@council/api-fake';
import type { FeedbackItem } from '@council/contract';
import { MemoryRouter } from '@council/router';
import { AddressBar, InQueryCache } from '@council/remote-harness/src/testing';
import { expectPopup } from '@council/ui/src/popups/testing/expectPopup';
import { signInAdmin } from '../testing/adminTestSetup';
import FeedbackInboxPage from './FeedbackInboxPage';

const message = (id: number, changes: Partial<FeedbackItem> = {}): FeedbackItem => ({
  id,
  reference: `FB/2026/${String(id).padStart(6, '0')}`,
  name: `Reader ${id}`,
  email: `reader${id}@example.com`,
  phone: '',
  project: '',
  subject: `Subject ${id}`,
  message: `Message ${id}`,
  sentFrom: 'contact',
  receivedAt: '2026-03-01T04:30:00.000Z',
  handledAt: null,
  handledBy: null,
  ...changes,
});

let messages: FeedbackItem[] = [];
const api = fakeApi();

/** The API's inbox over `messages`: pages by status, newest first; marks change them. */
/** The inbox's answer to a mark (PUT) or unmark (DELETE) of one message. */
function marked(request: SentRequest) {
  const id = Number(/\/feedback\/(\d+)\/handled$/.exec(request.path)?.[1]);
  messages = messages.map((m) =>
    m.id !== id
      ? m
      : request.method === 'PUT'
        ? { ...m, handledAt: '2026-03-02T05:00:00.000Z', handledBy: 'Ravi Kumar' }
        : { ...m, handledAt: null, handledBy: null },
  );
  const item = messages.find((m) => m.id === id);
  if (!item) throw new Error(`no message ${id} in this test`);
  return item;
}

/** The inbox's page for the request's status and page. */
function inbox(request: SentRequest) {
  const status = request.url.searchParams.get('status');
  const page = Number(request.url.searchParams.get('page') ?? 1);
  const shown = messages.filter((m) =>
    status === 'new' ? m.handledAt === null : status === 'handled' ? m.handledAt !== null : true,
  );
  const size = 2;
  return { items: shown.slice((page - 1) * size, page * size), page, size, total: shown.length };
}

beforeEach(() => {
  signInAdmin();
  messages = [
    message(3, { phone: '+91 98765 43210', message: 'First line\nSecond line' }),
    message(2, { sentFrom: 'feedback' }),
    message(1, { handledAt: '2026-03-01T06:00:00.000Z', handledBy: 'Asha Devi' }),
  ];
  api.answers({
    'GET /api/v2/admin/feedback': inbox,
    'PUT /api/v2/admin/feedback/:id/handled': marked,
    'DELETE /api/v2/admin/feedback/:id/handled': marked,
  });
});

function renderInbox(address = '/feedback-inbox') {
  render(
    <MemoryRouter initialEntries={[address]}>
      <FeedbackInboxPage />
      <AddressBar />
    </MemoryRouter>,
    { wrapper: InQueryCache },
  );
  return screen.findByRole('table', { name: 'Messages from readers, newest first' });
}

const references = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

describe('the feedback inbox', () => {
  it('opens on the new messages, newest first, in the one table, paged', async () => {
    const table = await renderInbox();
    expect(screen.getByRole('heading', { level: 1, name: 'Feedback Inbox' })).toBeInTheDocument();
    expect(references(table)).toEqual(['FB/2026/000003', 'FB/2026/000002']);
    expect(api.sent[0]?.url.search).toBe('?status=new&page=1');
    expect(within(table).getAllByText('New')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('aria-current', 'page');
    // Received in India time.
    expect(within(table).getAllByRole('cell', { name: '01/Mar/2026 10:00' })).toHaveLength(2);
  });

  it('keeps the filter in the address, and shows who handled a message and when', async () => {
    await renderInbox();
    await userEvent.click(screen.getByRole('link', { name: 'Handled' }));
    expect(address()).toBe('/feedback-inbox?status=handled');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(references(table)).toEqual(['FB/2026/000001']));
    expect(within(table).getByText('by Asha Devi on 01/Mar/2026 11:30')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'All' }));
    expect(address()).toBe('/feedback-inbox?status=all');
    await waitFor(() => expect(api.sent.at(-1)?.url.search).toBe('?status=all&page=1'));
  });

  it('reads the page the address names', async () => {
    const table = await renderInbox('/feedback-inbox?status=all&page=2');
    expect(references(table)).toEqual(['FB/2026/000001']);
    expect(screen.getByRole('navigation', { name: /Feedback inbox/ })).toBeInTheDocument();
  });

  it('shows a whole message and marks it handled; it leaves the new list', async () => {
    const table = await renderInbox();
    await userEvent.click(
      within(table).getByRole('button', { name: 'Read message FB/2026/000003' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Message FB/2026/000003' });
    expect(
      within(dialog).getByText('First line\nSecond line', { normalizer: (text) => text }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'reader3@example.com' })).toHaveAttribute(
      'href',
      'mailto:reader3@example.com',
    );
    expect(within(dialog).getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(within(dialog).getByText('Contact Us page')).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Mark message FB/2026/000003 handled' }),
    );
    expect(
      await within(dialog).findByText('by Ravi Kumar on 02/Mar/2026 10:30'),
    ).toBeInTheDocument();
    expect(api.sent.some((r) => r.method === 'PUT' && r.path.endsWith('/feedback/3/handled'))).toBe(
      true,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(references(table)).toEqual(['FB/2026/000002']));
  });

  it('marks a handled message new again from its row', async () => {
    const table = await renderInbox('/feedback-inbox?status=handled');
    await userEvent.click(
      within(table).getByRole('button', { name: 'Mark message FB/2026/000001 as new' }),
    );
    await screen.findByText('No handled messages yet.');
    expect(screen.getByText('Message FB/2026/000001 is marked as new.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Feedback Inbox' })).toHaveFocus();
    expect(
      api.sent.some((r) => r.method === 'DELETE' && r.path.endsWith('/feedback/1/handled')),
    ).toBe(true);
  });

  it("says so when there is nothing to show, and shows the API's refusal of a change", async () => {
    messages = [message(4)];
    const table = await renderInbox();
    api.answer(
      'PUT /api/v2/admin/feedback/:id/handled',
      failWith(404, { message: 'No message has this number.' }),
    );
    await userEvent.click(
      within(table).getByRole('button', { name: 'Mark message FB/2026/000004 handled' }),
    );
    await expectPopup('Error', 'No message has this number.');
    messages = [];
    await userEvent.click(screen.getByRole('link', { name: 'All' }));
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });
});
