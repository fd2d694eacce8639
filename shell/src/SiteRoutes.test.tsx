import { act, render, screen } from '@testing-library/react';
import { testQueryClient } from '@council/api-client/src/testing';
import { fakeApi } from '@council/api-fake';
import { QueryClientProvider } from '@council/query';
import { MemoryRouter } from '@council/router';
import { DEMO_COUNCIL, setSiteConfig, type Screen } from '@council/site-config';
import { aScreenDeclaration } from '@council/site-config/testing';
import { provideRemoteModule, resetRemoteModules } from './remotes/testing/federationRuntimeStub';
import './testing/renderWithShell';
import { SITE_SCREENS } from './testing/siteScreens';
import { signInAs, signOut } from './testing/session';
import { SiteRoutes } from './SiteRoutes';

// The public footer asks when the site last changed: left unanswered (404), as nothing here reads it.
fakeApi();

function KindScreen({ kind = 'none' }: Record<string, string>) {
  return <h1>Screen for {kind}</h1>;
}

const renderAt = (path: string) =>
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <SiteRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );

// A screen a remote's team has just declared: a new path on an existing module.
const added: Screen = {
  ...aScreenDeclaration({
    path: '/tenders-2026',
    props: { kind: 'tender2026' },
    title: { en: 'Tenders of 2026' },
    menu: { group: 'tenders', order: 30 },
  }),
  remote: 'public_site',
};

describe('the routes of the merged table', () => {
  beforeEach(() => {
    resetRemoteModules();
    provideRemoteModule('public_site/Documents', async () => ({ default: KindScreen }));
    provideRemoteModule('admin_console/Dashboard', async () => ({ default: KindScreen }));
  });
  afterEach(() => {
    signOut();
    act(() => setSiteConfig({ council: DEMO_COUNCIL, screens: SITE_SCREENS }));
  });

  it('opens a screen with its props and names the page by its title and the council', async () => {
    renderAt('/notice');
    expect(await screen.findByRole('heading', { name: 'Screen for notice' })).toBeInTheDocument();
    expect(document.title).toBe(`Notice - ${DEMO_COUNCIL.name}`);
  });

  it('opens a screen the table has gained, with its menu entry, without a new shell', async () => {
    act(() => setSiteConfig({ council: DEMO_COUNCIL, screens: [...SITE_SCREENS, added] }));
    renderAt('/tenders-2026');
    expect(
      await screen.findByRole('heading', { name: 'Screen for tender2026' }),
    ).toBeInTheDocument();
    expect(document.title).toBe(`Tenders of 2026 - ${DEMO_COUNCIL.name}`);
    // In the Tenders dropdown, closed until opened.
    expect(screen.getByRole('link', { name: 'Tenders of 2026', hidden: true })).toHaveAttribute(
      'href',
      '/tenders-2026',
    );
  });

  it("names the shell's own pages by their headings", () => {
    renderAt('/login');
    expect(document.title).toBe(`Login - ${DEMO_COUNCIL.name}`);
    renderAt('/no-such-page');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe(`Page Not Found - ${DEMO_COUNCIL.name}`);
  });

  it.each([
    ['/register', 'Create an account'],
    ['/verify-email', 'Confirm your email'],
    ['/forgot-password', 'Forgot password'],
    ['/reset-password', 'Choose a password'],
  ])('opens its own account page %s, fetched when opened, named %s', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} - ${DEMO_COUNCIL.name}`);
  });

  it('opens its sitemap, fetched when opened, linked from the footer', async () => {
    renderAt('/sitemap');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sitemap' })).toBeInTheDocument();
    expect(document.title).toBe(`Sitemap - ${DEMO_COUNCIL.name}`);
    expect(screen.getByRole('contentinfo')).toContainElement(
      screen.getByRole('link', { name: 'Sitemap' }),
    );
  });

  it('guards a signed-in screen by its declared access', async () => {
    const visitor = renderAt('/dashboard');
    expect(screen.getByRole('heading', { name: 'Login' })).toBeInTheDocument();
    visitor.unmount();
    signInAs('admin');
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Screen for none' })).toBeInTheDocument();
    expect(document.title).toBe(`Dashboard - ${DEMO_COUNCIL.name}`);
  });
});
