import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, setLanguage } from '@council/i18n';
import { ExternalLink } from './ExternalLink';

initI18n();

const RTI = 'https://rtionline.gov.in/';

function Page() {
  return (
    <>
      <ExternalLink href={RTI}>Right to Information (RTI)</ExternalLink>
      <ExternalLink href="https://facebook.com/council" label="Facebook" icon={false}>
        f
      </ExternalLink>
      <ExternalLink href={`${window.location.origin}/notice`}>Notices</ExternalLink>
    </>
  );
}

const rtiLink = () =>
  screen.getByRole('link', {
    name: 'Right to Information (RTI) (opens another website in a new window)',
  });

async function ask() {
  const link = rtiLink();
  await userEvent.click(link);
  return {
    link,
    dialog: await screen.findByRole('dialog', { name: 'You are leaving this website' }),
  };
}

describe('a link to another website', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('says so to screen readers and by an arrow for the eye', () => {
    render(<Page />);
    expect(rtiLink()).toHaveAttribute('href', RTI);
    expect(rtiLink()).toHaveAttribute('target', '_blank');
    expect(rtiLink().querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(
      screen.getByRole('link', { name: 'Facebook (opens another website in a new window)' }),
    ).not.toContainHTML('svg');
  });

  it("is a plain link when it leads to the council's own site", async () => {
    render(<Page />);
    const own = screen.getByRole('link', { name: 'Notices (opens in a new window)' });
    expect(own.querySelector('svg')).toBeNull();
    own.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(own);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before leaving, naming the council and the other site; Continue has focus', async () => {
    render(<Page />);
    const { dialog } = await ask();
    expect(dialog).toHaveTextContent(
      'You are leaving the website of Sundarpur Nagar Parishad for rtionline.gov.in.',
    );
    const proceed = screen.getByRole('link', { name: 'Continue' });
    expect(proceed).toHaveAttribute('href', RTI);
    expect(proceed).toHaveAttribute('target', '_blank');
    expect(proceed).toHaveFocus();
  });

  it('stays on Cancel, giving focus back to the link', async () => {
    render(<Page />);
    const { link } = await ask();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  it('stays on Escape, which goes no further than the dialog', async () => {
    const behind = jest.fn();
    render(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <div onKeyDown={behind}>
        <Page />
      </div>,
    );
    const { link } = await ask();
    await userEvent.keyboard('{Escape}');
    expect(behind).not.toHaveBeenCalled();
    // jsdom's dialog does not answer Escape: its 'cancel', as a browser sends it, by hand.
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(behind).not.toHaveBeenCalled();
    expect(link).toHaveFocus();
  });

  it('keeps its clicks from the page behind (a menu that closes on an outside click stays open)', async () => {
    render(<Page />);
    await ask();
    const outside = jest.fn();
    document.addEventListener('click', outside);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    document.removeEventListener('click', outside);
    expect(outside).not.toHaveBeenCalled();
  });

  it('follows the link on Continue, then closes', async () => {
    render(<Page />);
    await ask();
    const followed = jest.fn((event: Event) => event.preventDefault());
    const proceed = screen.getByRole('link', { name: 'Continue' });
    proceed.addEventListener('click', followed);
    await userEvent.click(proceed);
    expect(followed).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("asks in the reader's language", async () => {
    await act(() => setLanguage('hi'));
    render(<Page />);
    const link = screen.getByRole('link', {
      name: 'Right to Information (RTI) (दूसरी वेबसाइट नई विंडो में खुलती है)',
    });
    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'आप यह वेबसाइट छोड़ रहे हैं' });
    expect(dialog).toHaveTextContent('आप सुन्दरपुर नगर परिषद की वेबसाइट छोड़कर rtionline.gov.in');
    expect(screen.getByRole('link', { name: 'जारी रखें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
  });
});
