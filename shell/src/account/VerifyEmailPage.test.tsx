import { StrictMode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accepted, authorizationOf, failWith, fakeApi } from '@council/api-fake';
import { testQueryClient } from '@council/api-client/src/testing';
import { QueryClientProvider } from '@council/query';
import { MemoryRouter, Route, Routes } from '@council/router';
import { useSession } from '@council/shared-auth';
import '../testing/renderWithShell';
import { signInAs } from '../testing/session';
import { VerifyEmailPage } from './VerifyEmailPage';

// The network edge only: the real client and screen run.
const api = fakeApi();
// Signed out here only: a call to the API's logout would reach the next test's fake.
afterEach(() => act(() => useSession.getState().logout({ onServer: false })));

/**
 * The page as the browser runs it in development: StrictMode at the root (as bootstrap.tsx has
 * it; only there does React run each effect twice on mount).
 */
const openLink = (address: string) =>
  render(
    <StrictMode>
      <QueryClientProvider client={testQueryClient()}>
        <MemoryRouter initialEntries={[address]}>
          <Routes>
            <Route path="/verify-email" element={<VerifyEmailPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  );

const USED = 'This link has been used already.';

describe('the page a confirmation link opens', () => {
  it('sends the token once, at once, and says the email is confirmed, focused', async () => {
    api.answer('POST /api/v2/account/verify-email', { message: 'Your email is confirmed.' });
    openLink('/verify-email?token=abc123');
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your email address…');
    const done = await screen.findByRole('heading', { name: 'Your email address is confirmed' });
    expect(done.parentElement).toHaveFocus();
    expect(api.sentTo('POST /api/v2/account/verify-email')).toHaveLength(1);
    expect(api.sent[0]?.json).toEqual({ token: 'abc123' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('offers the dashboard to someone signed in', async () => {
    signInAs('user');
    api.answer('POST /api/v2/account/verify-email', { message: 'Your email is confirmed.' });
    openLink('/verify-email?token=abc123');
    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/userdashboard',
    );
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it.each([USED, 'This link has expired. Links work for 24 hours.'])(
    "shows the API's refusal '%s' and what to do",
    async (message) => {
      api.answer('POST /api/v2/account/verify-email', failWith(400, { message }));
      openLink('/verify-email?token=abc123');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(alert).toHaveTextContent(
        'If you have confirmed your email already, just sign in. If not, sign in and ask for a new link.',
      );
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
      expect(api.sent).toHaveLength(1);
    },
  );

  it('lets someone signed in ask for a new link, with their session', async () => {
    signInAs('user');
    api.answers({
      'POST /api/v2/account/verify-email': failWith(400, { message: USED }),
      'POST /api/v2/account/resend-verification': accepted({ message: 'Check your email.' }),
    });
    openLink('/verify-email?token=abc123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'If your email is not confirmed yet, ask for a new link.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    const sent = await screen.findByRole('heading', { name: 'Check your email' });
    expect(sent.parentElement).toHaveFocus();
    expect(sent.parentElement).toHaveTextContent('We have sent a new link to your email address.');
    const [resend] = api.sentTo('POST /api/v2/account/resend-verification');
    expect(resend && authorizationOf(resend)).toBe('Bearer token-of-user');
  });

  it("shows the API's refusal of a new link", async () => {
    signInAs('user');
    api.answers({
      'POST /api/v2/account/verify-email': failWith(400, { message: USED }),
      'POST /api/v2/account/resend-verification': failWith(429, {
        message: 'Too many links asked for. Please try again in an hour.',
      }),
    });
    openLink('/verify-email?token=abc123');
    await userEvent.click(await screen.findByRole('button', { name: 'Send me a new link' }));
    expect(
      await screen.findByText('Too many links asked for. Please try again in an hour.'),
    ).toHaveAttribute('role', 'alert');
  });

  it('sends nothing for an address without its token, and says why', () => {
    openLink('/verify-email');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not complete.');
    expect(api.sent).toHaveLength(0);
  });
});
