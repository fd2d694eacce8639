import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideRemoteModule, resetRemoteModules } from './testing/federationRuntimeStub';
import '../testing/renderWithShell';
import { RemoteSlot } from './RemoteSlot';

function NoticeScreen({ kind }: Record<string, string>) {
  return <h1>Screen for {kind}</h1>;
}

function BrokenScreen(): never {
  throw new Error('the remote threw');
}

// Loaded screens are cached for the page's life, so each test uses a module of its own.
describe('the remote slot', () => {
  beforeEach(resetRemoteModules);
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  // React reports caught render errors on console.error; the boundary is what is under test.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the exposed screen with the route props', async () => {
    provideRemoteModule('public_site/Documents', async () => ({ default: NoticeScreen }));
    render(
      <RemoteSlot remote="public_site" module="./Documents" screenProps={{ kind: 'notice' }} />,
    );
    expect(await screen.findByRole('heading', { name: 'Screen for notice' })).toBeInTheDocument();
  });

  it('shows a screen as soon as its code arrives after the loading text', async () => {
    const arrival = 30;
    provideRemoteModule('citizen_portal/Complaints', async () => {
      await new Promise((resolve) => setTimeout(resolve, arrival));
      return { default: NoticeScreen };
    });
    const start = performance.now();
    render(<RemoteSlot remote="citizen_portal" module="./Complaints" />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await screen.findByRole('heading', { name: /Screen for/ }, { interval: 5 });
    // React alone holds it back until 300 ms after the loading text was shown, which was after
    // `start`: under 290 ms cannot happen without the slot's update, whatever the machine's load.
    expect(performance.now() - start).toBeLessThan(290);
  });

  it('contains a remote that is down, and Retry recovers once it is back', async () => {
    render(<RemoteSlot remote="public_site" module="./Tenders" screenProps={{ kind: 'notice' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the site is not available right now',
    );
    provideRemoteModule('public_site/Tenders', async () => ({ default: NoticeScreen }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Screen for notice' })).toBeInTheDocument();
  });

  it('contains a remote screen that throws', async () => {
    provideRemoteModule('admin_console/Dashboard', async () => ({ default: BrokenScreen }));
    render(<RemoteSlot remote="admin_console" module="./Dashboard" />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
