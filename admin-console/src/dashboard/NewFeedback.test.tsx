import { render, screen } from '@testing-library/react';
import { failWith, fakeApi } from '@council/api-fake';
import { MemoryRouter } from '@council/router';
import { InQueryCache } from '@council/remote-harness/src/testing';
import { signInAdmin } from '../testing/adminTestSetup';
import { NewFeedback } from './NewFeedback';

const api = fakeApi();
beforeEach(signInAdmin);

const renderCount = () =>
  render(
    <MemoryRouter>
      <NewFeedback />
    </MemoryRouter>,
    { wrapper: InQueryCache },
  );

describe("the dashboard's new messages", () => {
  it('says how many messages are new, with the way to the inbox', async () => {
    api.answer('GET /api/v2/admin/feedback-counts', { new: 3, handled: 7 });
    renderCount();
    expect(await screen.findByText('3 new messages')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Messages from readers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the feedback inbox' })).toHaveAttribute(
      'href',
      '/feedback-inbox',
    );
    expect(api.sent.map((request) => request.path)).toEqual(['/api/v2/admin/feedback-counts']);
  });

  it('says one in the singular', async () => {
    api.answer('GET /api/v2/admin/feedback-counts', { new: 1, handled: 0 });
    renderCount();
    expect(await screen.findByText('1 new message')).toBeInTheDocument();
  });

  it('still leads to the inbox when the count cannot be read', async () => {
    api.answer('GET /api/v2/admin/feedback-counts', failWith(500));
    renderCount();
    expect(
      await screen.findByText('The number of new messages could not be loaded.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the feedback inbox' })).toBeInTheDocument();
  });
});
