import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@council/i18n';
import { useSession } from '@council/shared-auth';
import { SessionBar } from './SessionBar';

initI18n();

describe('the session bar', () => {
  afterEach(() => act(() => useSession.getState().logout()));

  it('shows nothing while nobody is signed in', () => {
    const { container } = render(<SessionBar />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names the role of the shared session and signs out of it', async () => {
    useSession.setState({ token: 't', role: 'user', expiresAt: Date.now() + 60_000 });
    render(<SessionBar />);
    expect(screen.getByText('Signed in as citizen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(useSession.getState().token).toBeNull();
  });
});
