import { act, screen, within } from '@testing-library/react';
import { fakeApi } from '@council/api-fake';
import { useSession } from '@council/shared-auth';
import { makeToken } from '@council/shared-auth/src/testing/jwt';
import { renderAt } from '../testing/renderWithShell';
import { signOut } from '../testing/session';
import { SiteFrame } from './SiteFrame';

// The header's reads (and a sign-out's call) reach no network.
fakeApi({ otherCalls: 'empty list' });

const framed = (
  <SiteFrame>
    <h1>The screen</h1>
  </SiteFrame>
);

function signInAsAdmin(): void {
  const token = makeToken({
    role: 'admin',
    email: 'admin@demo.local',
    exp: Math.floor(Date.now() / 1000) + 3600,
  });
  act(() => useSession.setState({ token, role: 'admin', expiresAt: Date.now() + 60_000 }));
}

describe("the site's frame", () => {
  afterEach(() => signOut());

  it('gives a visitor the public header, with its Login menu, and footer', () => {
    renderAt('/notice', framed);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'My dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('The screen');
  });

  it.each(['/notice', '/no-such-page', '/sitemap', '/login'])(
    'keeps the public header and footer on %s for someone signed in, with who and the way back',
    (path) => {
      signInAsAdmin();
      renderAt(path, framed, '*');
      const header = screen.getByRole('banner');
      expect(within(header).getByText('admin@demo.local')).toBeInTheDocument();
      expect(within(header).getByRole('link', { name: 'My dashboard' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      expect(within(header).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
      // Signed in, the header's own links replace the Login menu.
      expect(within(header).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    },
  );

  it('leaves a signed-in screen to its own frame: no public header or footer twice', () => {
    signInAsAdmin();
    renderAt('/dashboard', framed);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    // Nor a main around it: the console's frame has its own, beside its header and sidebar.
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
  });
});
