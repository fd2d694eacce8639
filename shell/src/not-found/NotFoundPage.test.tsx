import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@council/shared-auth';
import { renderAt } from '../testing/renderWithShell';
import { signInAs, signOut } from '../testing/session';
import { NotFoundPage } from './NotFoundPage';

describe('the not-found page', () => {
  afterEach(signOut);

  it("says 'Page Not Found' and goes home keeping the session", async () => {
    signInAs('admin');
    renderAt('/no-such-page', <NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go Back To Home' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/home');
    expect(useSession.getState().role).toBe('admin');
  });
});
